/**
 * "Check now" through the real proof checker: the safe fetcher and the platform readers, with each
 * platform's hosts pointed at one local stand-in (the test-only `verificationStandIn` setting). The
 * stand-in answers in each platform's documented shape (proofs/fixtures/samples.ts) and records what it
 * was asked, so each method is held to its documented endpoints.
 */
import type { ServerResponse } from 'node:http';
import { CHECK_OUTCOME_TEXTS, type LinkedMethod } from '@handlehub/shared';
import type { VerificationStatus } from '@handlehub/shared/api/verification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addItemsFor, createUserWithSession, postJson } from '../../../test/factories.js';
import {
  json,
  type RecordedRequest,
  type StandInServer,
  startStandIn,
} from '../../../test/stand-in-server.js';
import { PUBLIC_URL, suiteApp } from '../../../test/test-app.js';
import { handles } from '../../db/schema.js';
import * as sample from './proofs/fixtures/samples.js';

/** What the stand-in answers: the profile with `proof` in its place (none: the profile without it), or trouble. */
type Trouble = 503 | 429;
type Answer = (req: RecordedRequest, res: ServerResponse, proof: string | undefined) => void;

const html = (res: ServerResponse, body: string) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html><head><title>Bob</title></head><body>${body}</body></html>`);
};

interface Platform {
  item: readonly [string, string];
  /** The proof the owner puts on the profile: the address of their page, or the item's token. */
  proof: 'page' | 'token';
  /** The requests a check makes, in order: `method host path`. */
  requests: string[];
  where: string;
  answer: Answer;
}

const PLATFORMS: Record<LinkedMethod, Platform> = {
  fediverse: {
    item: ['mastodon', '@bob@social.example'],
    proof: 'page',
    requests: [
      'GET social.example/.well-known/webfinger?resource=acct%3Abob%40social.example',
      'GET social.example/api/v1/accounts/lookup?acct=bob',
    ],
    where: 'Mastodon profile field “HandleHub”',
    answer: (req, res, proof) => {
      if (req.url.startsWith('/.well-known/webfinger?')) {
        return json(res, 200, sample.webfinger('bob', 'social.example'));
      }
      if (req.url === '/api/v1/accounts/lookup?acct=bob') {
        const link = sample.mastodonLink(proof ?? 'https://bob.example');
        const fields = [{ name: 'HandleHub', value: link, verified_at: null }];
        return json(res, 200, sample.mastodonAccount('bob', '<p>hi</p>', fields));
      }
      json(res, 404, { error: 'Record not found' });
    },
  },
  bluesky: {
    item: ['bluesky', 'bob.bsky.social'],
    proof: 'token',
    requests: ['GET public.api.bsky.app/xrpc/app.bsky.actor.getProfile?actor=bob.bsky.social'],
    where: 'Bluesky description',
    answer: (req, res, proof) => {
      if (req.url !== '/xrpc/app.bsky.actor.getProfile?actor=bob.bsky.social') {
        return json(res, 400, sample.blueskyNotFound);
      }
      json(res, 200, sample.blueskyProfile(proof ? `proof: ${proof}` : 'hello'));
    },
  },
  github: {
    item: ['github', 'bob'],
    proof: 'page',
    requests: ['GET api.github.com/users/bob', 'GET api.github.com/users/bob/social_accounts'],
    where: 'GitHub profile links',
    answer: (req, res, proof) => {
      if (req.url === '/users/bob') return json(res, 200, sample.githubUser('Hi'));
      if (req.url === '/users/bob/social_accounts') {
        return json(res, 200, sample.githubSocialAccounts(proof));
      }
      json(res, 404, { message: 'Not Found', status: '404' });
    },
  },
  lichess: {
    item: ['lichess', 'Bob'],
    proof: 'token',
    requests: ['GET lichess.org/api/user/Bob'],
    where: 'Lichess bio',
    answer: (req, res, proof) => {
      if (req.url !== '/api/user/Bob') return json(res, 404, { error: 'Not found' });
      json(res, 200, sample.lichessUser(proof ? `proof ${proof}` : 'Free bugs!', 'github.com/bob'));
    },
  },
  roblox: {
    item: ['roblox', 'John_Doe1'],
    proof: 'token',
    requests: ['POST users.roblox.com/v1/usernames/users', 'GET users.roblox.com/v1/users/77'],
    where: 'Roblox About',
    answer: (req, res, proof) => {
      if (req.method === 'POST' && req.url === '/v1/usernames/users') {
        const asked = JSON.parse(req.body) as { usernames: string[] };
        if (asked.usernames[0] !== 'John_Doe1') return json(res, 200, { data: [] });
        return json(res, 200, sample.robloxLookup('John_Doe1', 77));
      }
      if (req.url === '/v1/users/77') {
        return json(res, 200, sample.robloxUser(proof ? `My code: ${proof}` : 'I build obbies', 77));
      }
      json(res, 404, { errors: [{ code: 3, message: 'The user id is invalid.' }] });
    },
  },
  website: {
    item: ['link', 'https://bob.example/about'],
    proof: 'page',
    requests: ['GET bob.example/about'],
    where: 'a rel="me" link on the website',
    answer: (req, res, proof) => {
      if (req.url !== '/about') {
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<h1>Not found</h1>');
      }
      html(res, proof ? `<a rel="me" href="${proof}">HandleHub</a>` : '<p>Just a page</p>');
    },
  },
};

const METHODS = Object.keys(PLATFORMS) as LinkedMethod[];
const HOSTS = [
  'social.example',
  'public.api.bsky.app',
  'api.github.com',
  'lichess.org',
  'users.roblox.com',
  'bob.example',
];

/** Filled once the stand-in listens, before the app is made: the fetcher reads the map at each call. */
const standInMap = new Map<string, string>();
let server: StandInServer;
let answer: Answer = (_req, res) => json(res, 500, { error: 'no answer set' });
let proof: string | undefined;
let trouble: Trouble | undefined;

beforeAll(async () => {
  server = await startStandIn((req, res) => {
    if (trouble === 503) return json(res, 503, { error: 'Service Unavailable' });
    if (trouble === 429) {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '60' });
      return res.end(JSON.stringify({ error: 'Too Many Requests' }));
    }
    answer(req, res, proof);
  });
  for (const host of HOSTS) standInMap.set(host, server.origin);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  proof = undefined;
  trouble = undefined;
});

const t = suiteApp({ publicUrl: PUBLIC_URL, verificationStandIn: standInMap });

const checkNow = (id: number, token: string) => postJson(t, '/api/verification/check', token, { id });

async function checked(id: number, token: string) {
  server.requests.length = 0;
  const res = await checkNow(id, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { outcome: string; msg: string; status: VerificationStatus };
}

const asked = () => server.requests.map((r) => `${r.method} ${r.headers.host}${r.url}`);

/** A new person with the method's item; the stand-in answers for that platform with their proof in place. */
async function ownerOf(method: LinkedMethod) {
  const platform = PLATFORMS[method];
  const { user, token } = await createUserWithSession(t);
  const [item] = await addItemsFor(t, user.id, [platform.item]);
  const status = await t.inject({
    method: 'GET',
    url: `/api/verification/${item!.id}`,
    headers: { 'user-token': token },
  });
  expect(status.statusCode, status.body).toBe(200);
  const itemToken = (status.json() as VerificationStatus).token;
  const found = platform.proof === 'page' ? `${PUBLIC_URL}/user/${user.username}` : itemToken;
  answer = platform.answer;
  proof = found;
  return { id: item!.id, token, found };
}

async function levelOf(id: number) {
  const [row] = await t.db.select().from(handles).where(eq(handles.id, id));
  return [row!.verifiedLevel, row!.verifiedMethod];
}

describe.each(METHODS)('POST /api/verification/check, %s through the stand-in', (method) => {
  const platform = PLATFORMS[method];

  it('found links the item, naming where; the proof gone once is a miss, twice drops it to self', async () => {
    const { id, token, found } = await ownerOf(method);

    const first = await checked(id, token);
    expect([first.outcome, first.msg]).toEqual(['found', CHECK_OUTCOME_TEXTS.found]);
    expect(first.status).toMatchObject({
      level: 'linked',
      method,
      misses: 0,
      lastOutcome: 'found',
      evidence: { where: platform.where, found },
    });
    expect(asked()).toEqual(platform.requests);
    expect(await levelOf(id)).toEqual(['linked', method]);

    proof = undefined;
    const gone = await checked(id, token);
    expect([gone.outcome, gone.msg]).toEqual(['missing', CHECK_OUTCOME_TEXTS.missing]);
    expect(gone.status).toMatchObject({ level: 'linked', method, misses: 1, lastOutcome: 'missing' });
    expect(asked()).toEqual(platform.requests);

    const again = await checked(id, token);
    expect(again.outcome).toBe('missing');
    expect(again.status).toMatchObject({ level: 'self', lastOutcome: 'missing' });
    expect(again.status.method).toBeUndefined();
    expect(asked()).toEqual(platform.requests);
    expect((await levelOf(id))[0]).toBe('self');
  });

  it('a platform answering 503, then 429, is unreachable: the level stays and no miss is counted', async () => {
    const { id, token } = await ownerOf(method);
    expect((await checked(id, token)).status.level).toBe('linked');

    for (const status of [503, 429] as const) {
      trouble = status;
      const body = await checked(id, token);
      expect([status, body.outcome, body.msg]).toEqual([
        status,
        'unreachable',
        CHECK_OUTCOME_TEXTS.unreachable,
      ]);
      expect(body.status).toMatchObject({ level: 'linked', method, misses: 0, lastOutcome: 'unreachable' });
      // The first of the method's documented requests was made, and the check stopped there.
      expect(asked()).toEqual(platform.requests.slice(0, 1));
    }
    expect(await levelOf(id)).toEqual(['linked', method]);
  });
});

describe('POST /api/verification/check of another person’s item', () => {
  it('answers 404 and asks no platform anything', async () => {
    const owner = await createUserWithSession(t);
    const items = await addItemsFor(
      t,
      owner.user.id,
      METHODS.map((method) => PLATFORMS[method].item),
    );
    const other = await createUserWithSession(t);
    answer = (_req, res) => json(res, 500, { error: 'must not be asked' });
    for (const item of items) {
      const res = await checkNow(item.id, other.token);
      expect([item.platform, res.statusCode]).toEqual([item.platform, 404]);
      expect(await levelOf(item.id)).toEqual(['self', null]);
    }
    expect(server.requests).toEqual([]);
    // An owner checking such an item does reach the stand-in: the empty list above means something.
    const { id, token } = await ownerOf('github');
    expect((await checked(id, token)).outcome).toBe('found');
    expect(asked()).toEqual(PLATFORMS.github.requests);
  });
});
