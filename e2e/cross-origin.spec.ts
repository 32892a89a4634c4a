import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { baseURL, CROSS_ORIGIN_PORT } from '../playwright.config';
import { uniqueEmail } from './support';

/**
 * Contract §2: a client served from another origin (as the original client was) calls the API from a
 * real browser. The e2e server lists one origin in CORS_ORIGINS; each test opens a tiny page there, or on
 * an origin that is not listed, and calls the API from it as that client would.
 */
test.describe.configure({ mode: 'serial' });

const PAGE =
  '<!doctype html><html><head><title>Another client</title></head><body>Another client</body></html>';
/** The listed origin; the same page under `localhost` is another origin, which is not listed. */
const LISTED = `http://127.0.0.1:${CROSS_ORIGIN_PORT}`;
const UNLISTED = `http://localhost:${CROSS_ORIGIN_PORT}`;
let server: Server;

test.beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(CROSS_ORIGIN_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** A new account through the API, and its session token. */
async function signUp(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/signup', {
    data: {
      googleUser: { email: uniqueEmail('cors'), name: 'Cross Origin' },
      username: `c${Math.random().toString(36).slice(2, 12)}`,
      gender: 'female',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { authToken: string }).authToken;
}

/**
 * What the other origin's page gets when it lists people, changes a setting and shows a photo. Runs in the
 * browser (page.evaluate sends its source), so it uses nothing from this file.
 */
async function callFromPage([api, token]: readonly [string, string]) {
  const outcome: Record<string, unknown> = {};
  try {
    const home = (await (await fetch(`${api}/api/home/`)).json()) as {
      users: Array<{ photo: string | null; isSearchable: boolean }>;
    };
    outcome.listed = home.users.length;
    outcome.searchable = home.users.every((user) => user.isSearchable === true);
    // A JSON body with the session header: the browser sends a preflight first.
    const status = await fetch(`${api}/api/profile/changestatus`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-token': token },
      body: JSON.stringify({ fieldname: 'isSearchable', status: true }),
    });
    outcome.status = status.status;
    outcome.msg = ((await status.json()) as { msg: string }).msg;
    // A demo person with a photo, found by search: the home feed's first page may hold only people the
    // other tests signed up (newest first), who have none.
    const found = (await (await fetch(`${api}/api/search/?q=aarav`)).json()) as {
      users: Array<{ photo: string | null }>;
    };
    const photo = found.users.find((user) => user.photo)?.photo;
    outcome.photo = photo;
    if (photo) {
      const image = new Image();
      image.src = photo;
      await image.decode();
      outcome.photoWidth = image.naturalWidth;
    }
  } catch (error) {
    outcome.error = String(error);
  }
  return outcome;
}

test('a page of a listed origin calls the API with the session header and shows photos', async ({
  page,
  request,
}) => {
  const token = await signUp(request);
  await page.goto(`${LISTED}/`);
  const outcome = await page.evaluate(callFromPage, [baseURL, token] as const);
  expect(outcome).toMatchObject({
    listed: expect.any(Number),
    searchable: true,
    status: 200,
    msg: 'Status updated',
  });
  expect(outcome).not.toHaveProperty('error');
  // The demo people have photos; their addresses are absolute, so this page loads them from the API's origin.
  expect(String((outcome as { photo?: string }).photo)).toMatch(new RegExp(`^${baseURL}/media/`));
  expect((outcome as { photoWidth?: number }).photoWidth).toBeGreaterThan(0);
});

test('a page of an origin that is not listed cannot read any answer', async ({ page, request }) => {
  const token = await signUp(request);
  await page.goto(`${UNLISTED}/`);
  const outcome = await page.evaluate(callFromPage, [baseURL, token] as const);
  expect(outcome).toEqual({ error: expect.stringMatching(/TypeError|Failed to fetch/) });
});
