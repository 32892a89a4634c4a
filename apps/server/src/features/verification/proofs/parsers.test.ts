import { describe, expect, it } from 'vitest';
import { blueskyFields, isBlueskyNotFound } from './bluesky.js';
import { actorFields, fediverseParts, mastodonAccountFields, webfingerLinks } from './fediverse.js';
import * as sample from './fixtures/samples.js';
import { githubSocialFields, githubUserFields } from './github.js';
import { lichessFields } from './lichess.js';
import { findProof } from './match.js';
import { robloxFields, robloxUserId } from './roblox.js';
import type { OwnerField } from './types.js';
import { findInPage, websiteAddress } from './website.js';

const proof = { pageUrl: sample.PAGE_URL, token: sample.TOKEN };

/** The fields of a profile that is there (not closed or banned). */
function fieldsOf(fields: OwnerField[] | string): OwnerField[] {
  if (typeof fields === 'string') throw new Error(`expected fields, got '${fields}'`);
  return fields;
}

describe('GitHub', () => {
  it('reads the bio and the website of a user', () => {
    expect(findProof(githubUserFields(sample.githubUser(`Hi! ${sample.PAGE_URL}`)), proof)).toEqual({
      where: 'GitHub bio',
      found: sample.PAGE_URL,
    });
    expect(findProof(githubUserFields(sample.githubUser(null, 'handlehub.example/user/bob')), proof)).toEqual(
      {
        where: 'GitHub website',
        found: sample.PAGE_URL,
      },
    );
    expect(findProof(githubUserFields(sample.githubUser('There once was...')), proof)).toBeNull();
  });

  it('reads the profile links', () => {
    expect(findProof(githubSocialFields(sample.githubSocialAccounts(sample.PAGE_URL)), proof)).toEqual({
      where: 'GitHub profile links',
      found: sample.PAGE_URL,
    });
    expect(findProof(githubSocialFields(sample.githubSocialAccounts()), proof)).toBeNull();
    expect(githubSocialFields({ message: 'Not Found' })).toEqual([]);
  });
});

describe('Lichess', () => {
  it('reads the bio and the links, and knows a closed account', () => {
    expect(findProof(fieldsOf(lichessFields(sample.lichessUser(`code: ${sample.TOKEN}`))), proof)).toEqual({
      where: 'Lichess bio',
      found: sample.TOKEN,
    });
    const links = sample.lichessUser('Free bugs!', `github.com/ornicar\r\n${sample.PAGE_URL}`);
    expect(findProof(fieldsOf(lichessFields(links)), proof)).toEqual({
      where: 'Lichess links',
      found: sample.PAGE_URL,
    });
    expect(findProof(fieldsOf(lichessFields(sample.lichessUser('Free bugs!'))), proof)).toBeNull();
    expect(lichessFields(sample.lichessClosed)).toBe('closed');
  });
});

describe('Bluesky', () => {
  it('reads the description, and the website when the profile has one', () => {
    expect(findProof(blueskyFields(sample.blueskyProfile(`me: ${sample.PAGE_URL}`)), proof)).toEqual({
      where: 'Bluesky description',
      found: sample.PAGE_URL,
    });
    expect(findProof(blueskyFields(sample.blueskyProfile('hi', sample.PAGE_URL)), proof)).toEqual({
      where: 'Bluesky website',
      found: sample.PAGE_URL,
    });
    expect(findProof(blueskyFields(sample.blueskyProfile('hi')), proof)).toBeNull();
  });

  it('tells "profile not found" from other bad requests', () => {
    expect(isBlueskyNotFound(400, JSON.stringify(sample.blueskyNotFound))).toBe(true);
    expect(
      isBlueskyNotFound(
        400,
        '{"error":"InvalidRequest","message":"Error: actor must be a valid did or a handle"}',
      ),
    ).toBe(false);
    expect(isBlueskyNotFound(400, 'not json')).toBe(false);
    expect(isBlueskyNotFound(500, JSON.stringify(sample.blueskyNotFound))).toBe(false);
  });
});

describe('Roblox', () => {
  it('finds the id of the name asked for, then reads the About text', () => {
    expect(robloxUserId(sample.robloxLookup('John_Doe1', 42), 'john_doe1')).toBe(42);
    expect(robloxUserId({ data: [] }, 'John_Doe1')).toBeNull();
    expect(robloxUserId(sample.robloxLookup('Someone_Else', 42), 'John_Doe1')).toBeNull();
    expect(findProof(fieldsOf(robloxFields(sample.robloxUser(`Proof ${sample.TOKEN}`))), proof)).toEqual({
      where: 'Roblox About',
      found: sample.TOKEN,
    });
    expect(robloxFields({ ...sample.robloxUser(''), isBanned: true })).toBe('banned');
  });
});

describe('fediverse', () => {
  it('reads @user@server', () => {
    expect(fediverseParts('@bob@Social.Example')).toEqual({ user: 'bob', server: 'social.example' });
    for (const value of [
      'bob@social.example',
      '@bob',
      '@@social.example',
      '@bob@',
      '@a@b@c',
      '@bob@localhost',
      '@bob@evil.example/x?',
      '@bob@evil.example:8443',
    ]) {
      expect(fediverseParts(value)).toBeNull();
    }
  });

  it('finds the actor and profile page in a WebFinger answer', () => {
    expect(webfingerLinks(sample.webfinger('bob', 'example.com', 'social.example.com'))).toEqual({
      actor: 'https://social.example.com/users/bob',
      profilePage: 'https://social.example.com/@bob',
    });
    expect(
      webfingerLinks({ links: [{ rel: 'self', type: 'application/activity+json', href: 'http://x/u' }] }),
    ).toEqual({
      actor: null,
      profilePage: null,
    });
  });

  it("reads a Mastodon account's note and fields, with the server's own rel=me check named", () => {
    const account = sample.mastodonAccount('bob', '<p>Hello</p>', [
      { name: 'Website', value: sample.mastodonLink('https://bob.example'), verified_at: null },
      {
        name: 'HandleHub',
        value: sample.mastodonLink(sample.PAGE_URL),
        verified_at: '2026-11-29T10:00:00.000+00:00',
      },
    ]);
    expect(findProof(mastodonAccountFields(account, 'Bob')!, proof)).toEqual({
      where: 'Mastodon profile field “HandleHub” (link verified by the server)',
      found: sample.PAGE_URL,
    });
    expect(
      findProof(
        mastodonAccountFields(sample.mastodonAccount('bob', `<p>${sample.TOKEN}</p>`), 'bob')!,
        proof,
      ),
    ).toEqual({
      where: 'Mastodon profile note',
      found: sample.TOKEN,
    });
    expect(mastodonAccountFields(sample.mastodonAccount('alice', ''), 'bob')).toBeNull();
  });

  it("reads an actor's summary and PropertyValue attachments", () => {
    const actor = sample.activityActor('bob', '<p>hi</p>', [
      { name: 'Me', value: sample.mastodonLink(sample.PAGE_URL) },
    ]);
    expect(findProof(actorFields(actor), proof)).toEqual({
      where: 'fediverse profile field “Me”',
      found: sample.PAGE_URL,
    });
    expect(findProof(actorFields(sample.activityActor('bob', '<p>hi</p>')), proof)).toBeNull();
  });
});

describe('website', () => {
  it('reads the address over https', () => {
    expect(websiteAddress('http://bob.example/about')).toBe('https://bob.example/about');
    expect(websiteAddress('bob.example')).toBe('https://bob.example/');
    expect(websiteAddress('ftp://bob.example')).toBeNull();
  });

  it('finds a rel="me" link to the page, or the token, and nothing else', () => {
    expect(findInPage(`<a rel="me" href="${sample.PAGE_URL}/">HandleHub</a>`, proof)).toEqual({
      where: 'a rel="me" link on the website',
      found: sample.PAGE_URL,
    });
    expect(findInPage(`<footer>${sample.TOKEN}</footer>`, proof)).toEqual({
      where: 'the website’s page',
      found: sample.TOKEN,
    });
    // A plain link (no rel="me") to the page is not the owner's statement that it is theirs.
    expect(findInPage(`<a href="${sample.PAGE_URL}">HandleHub</a>`, proof)).toBeNull();
  });
});
