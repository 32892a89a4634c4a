/**
 * Each linked-back method against a local stand-in of its platform, through the safe fetcher with the
 * stand-in map (the way VERIFICATION_STAND_IN points the platform hosts at loopback in tests).
 */
import type { ServerResponse } from 'node:http';
import type { LinkedMethod } from '@handlehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  json,
  type RecordedRequest,
  type StandInServer,
  startStandIn,
} from '../../../../test/stand-in-server.js';
import { createSafeFetch } from '../../../core/safe-fetch/index.js';
import * as sample from './fixtures/samples.js';
import { checkProof } from './index.js';
import type { ProofInput } from './types.js';

/** What the stand-in answers: the proof by page address, by token, none, no such account, or trouble. */
type Mode = 'page' | 'token' | 'none' | 'not-found' | '503' | '429' | 'slow';
type Answer = (
  req: RecordedRequest,
  res: ServerResponse,
  mode: Exclude<Mode, '503' | '429' | 'slow'>,
) => void;

const html = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
};

const PLATFORMS: Record<
  LinkedMethod,
  { input: Omit<ProofInput, 'token' | 'pageUrl'>; answer: Answer; paths: string[] }
> = {
  github: {
    input: { method: 'github', platform: 'github', value: 'bob' },
    paths: ['/users/bob', '/users/bob/social_accounts'],
    answer: (req, res, mode) => {
      if (mode === 'not-found') return json(res, 404, { message: 'Not Found', status: '404' });
      if (req.url === '/users/bob')
        return json(res, 200, sample.githubUser(mode === 'token' ? sample.TOKEN : 'Hi'));
      if (req.url === '/users/bob/social_accounts') {
        return json(res, 200, sample.githubSocialAccounts(mode === 'page' ? sample.PAGE_URL : undefined));
      }
      json(res, 404, {});
    },
  },
  lichess: {
    input: { method: 'lichess', platform: 'lichess', value: 'Bob' },
    paths: ['/api/user/Bob'],
    answer: (req, res, mode) => {
      if (mode === 'not-found' || req.url !== '/api/user/Bob') return json(res, 404, { error: 'Not found' });
      const bio = mode === 'token' ? `proof ${sample.TOKEN}` : 'Free bugs!';
      json(
        res,
        200,
        sample.lichessUser(bio, mode === 'page' ? `github.com/bob\r\n${sample.PAGE_URL}` : 'github.com/bob'),
      );
    },
  },
  bluesky: {
    input: { method: 'bluesky', platform: 'bluesky', value: 'bob.bsky.social' },
    paths: ['/xrpc/app.bsky.actor.getProfile?actor=bob.bsky.social'],
    answer: (_req, res, mode) => {
      if (mode === 'not-found') return json(res, 400, sample.blueskyNotFound);
      const text =
        mode === 'page' ? `all my links: ${sample.PAGE_URL}` : mode === 'token' ? sample.TOKEN : 'hello';
      json(res, 200, sample.blueskyProfile(text));
    },
  },
  roblox: {
    input: { method: 'roblox', platform: 'roblox', value: 'John_Doe1' },
    paths: ['/v1/usernames/users', '/v1/users/77'],
    answer: (req, res, mode) => {
      if (req.method === 'POST' && req.url === '/v1/usernames/users') {
        const asked = JSON.parse(req.body) as { usernames: string[]; excludeBannedUsers: boolean };
        if (mode === 'not-found' || asked.usernames[0] !== 'John_Doe1') return json(res, 200, { data: [] });
        return json(res, 200, sample.robloxLookup('John_Doe1', 77));
      }
      if (req.url === '/v1/users/77') {
        const about =
          mode === 'page'
            ? `Find me: ${sample.PAGE_URL}`
            : mode === 'token'
              ? sample.TOKEN
              : 'I build obbies';
        return json(res, 200, sample.robloxUser(about, 77));
      }
      json(res, 404, { errors: [{ code: 3, message: 'The user id is invalid.' }] });
    },
  },
  fediverse: {
    input: { method: 'fediverse', platform: 'mastodon', value: '@bob@social.example' },
    paths: [
      '/.well-known/webfinger?resource=acct%3Abob%40social.example',
      '/api/v1/accounts/lookup?acct=bob',
    ],
    answer: (req, res, mode) => {
      if (req.url!.startsWith('/.well-known/webfinger')) {
        if (mode === 'not-found') return json(res, 404, {});
        return json(res, 200, sample.webfinger('bob', 'social.example'));
      }
      if (req.url === '/api/v1/accounts/lookup?acct=bob') {
        const fields = [
          {
            name: 'HandleHub',
            value: sample.mastodonLink(mode === 'page' ? sample.PAGE_URL : 'https://bob.example'),
            verified_at: null,
          },
        ];
        return json(
          res,
          200,
          sample.mastodonAccount('bob', mode === 'token' ? `<p>${sample.TOKEN}</p>` : '<p>hi</p>', fields),
        );
      }
      json(res, 404, {});
    },
  },
  website: {
    input: { method: 'website', platform: 'link', value: 'https://bob.example/about' },
    paths: ['/about'],
    answer: (_req, res, mode) => {
      if (mode === 'not-found') return html(res, 404, '<h1>Not found</h1>');
      const body =
        mode === 'page'
          ? `<p>Elsewhere: <a rel="me" href="${sample.PAGE_URL}">HandleHub</a></p>`
          : mode === 'token'
            ? `<p>Verification: ${sample.TOKEN}</p>`
            : '<p>Just a page</p>';
      html(res, 200, `<!doctype html><html><head><title>Bob</title></head><body>${body}</body></html>`);
    },
  },
};

const HOSTS = [
  'api.github.com',
  'lichess.org',
  'public.api.bsky.app',
  'users.roblox.com',
  'social.example',
  'bob.example',
];

let server: StandInServer;
let mode: Mode = 'none';
let answer: Answer = () => {};

beforeAll(async () => {
  server = await startStandIn((req, res) => {
    if (mode === 'slow') return; // never answers: the time cap must end the check
    if (mode === '503') return json(res, 503, { error: 'Service Unavailable' });
    if (mode === '429') return json(res, 429, { error: 'Too Many Requests' });
    answer(req, res, mode);
  });
});
afterAll(() => server.close());

const safeFetch = () =>
  createSafeFetch({
    publicUrl: 'https://handlehub.example',
    timeoutMs: 200,
    standIn: new Map(HOSTS.map((host) => [host, server.origin])),
    resolve: async () => {
      throw new Error('tests never resolve a name');
    },
  });

async function check(method: LinkedMethod, as: Mode) {
  const platform = PLATFORMS[method];
  mode = as;
  answer = platform.answer;
  server.requests.length = 0;
  return checkProof(
    { ...platform.input, token: sample.TOKEN, pageUrl: sample.PAGE_URL },
    { fetch: safeFetch() },
  );
}

describe.each(Object.keys(PLATFORMS) as LinkedMethod[])('%s', (method) => {
  it('finds the link back to the page, reading the documented endpoints', async () => {
    const result = await check(method, 'page');
    expect(result).toEqual({
      outcome: 'found',
      evidence: { where: expect.any(String), found: sample.PAGE_URL },
    });
    expect(server.requests.map((r) => r.url)).toEqual(PLATFORMS[method].paths);
    for (const request of server.requests) {
      expect(request.headers['user-agent']).toBe('HandleHub-Verifier/1.0 (+https://handlehub.example)');
      expect(request.headers.cookie).toBeUndefined();
    }
  });

  it('finds the proof token', async () => {
    expect(await check(method, 'token')).toEqual({
      outcome: 'found',
      evidence: { where: expect.any(String), found: sample.TOKEN },
    });
  });

  it('says missing when the profile was read without the proof', async () => {
    expect(await check(method, 'none')).toEqual({ outcome: 'missing' });
  });

  it("says not-found on the platform's own answer for no such account", async () => {
    expect(await check(method, 'not-found')).toEqual({ outcome: 'not-found' });
  });

  it.each(['503', '429', 'slow'] as const)('says unreachable on %s, never a miss', async (trouble) => {
    const started = Date.now();
    expect(await check(method, trouble)).toEqual({ outcome: 'unreachable' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('fediverse beyond Mastodon', () => {
  it('reads the ActivityPub actor when the server has no Mastodon API, on the host WebFinger names', async () => {
    mode = 'none';
    answer = (req, res) => {
      if (req.headers.host === 'example.org' && req.url!.startsWith('/.well-known/webfinger')) {
        return json(res, 200, sample.webfinger('bob', 'example.org', 'social.example'));
      }
      if (req.headers.host === 'social.example' && req.url === '/users/bob') {
        expect(req.headers.accept).toBe('application/activity+json');
        return json(res, 200, sample.activityActor('bob', `<p>${sample.TOKEN}</p>`));
      }
      json(res, 404, { error: 'Record not found' });
    };
    server.requests.length = 0;
    const fetch = createSafeFetch({
      publicUrl: 'https://handlehub.example',
      timeoutMs: 200,
      standIn: new Map([
        ['example.org', server.origin],
        ['social.example', server.origin],
      ]),
    });
    const input = {
      method: 'fediverse',
      platform: 'mastodon',
      value: '@bob@example.org',
      token: sample.TOKEN,
      pageUrl: sample.PAGE_URL,
    } as const;
    expect(await checkProof(input, { fetch })).toEqual({
      outcome: 'found',
      evidence: { where: 'fediverse profile summary', found: sample.TOKEN },
    });
    expect(server.requests.map((r) => `${r.headers.host}${r.url}`)).toEqual([
      'example.org/.well-known/webfinger?resource=acct%3Abob%40example.org',
      'social.example/api/v1/accounts/lookup?acct=bob',
      'social.example/users/bob',
    ]);
  });
});

describe('website redirects', () => {
  it('is unreachable, not missing, when the page redirects to a private address', async () => {
    answer = (_req, res) => {
      res.writeHead(302, { location: 'https://169.254.169.254/latest/meta-data/' });
      res.end();
    };
    mode = 'none';
    server.requests.length = 0;
    const result = await checkProof(
      { ...PLATFORMS.website.input, token: sample.TOKEN, pageUrl: sample.PAGE_URL },
      { fetch: safeFetch() },
    );
    expect(result).toEqual({ outcome: 'unreachable' });
    expect(server.requests).toHaveLength(1);
  });
});
