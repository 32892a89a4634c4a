import { MESSAGES } from '@handlehub/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, postFeedback, postProduct, postProfileForm, signUp } from '../factories.js';
import { png } from '../photo-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { snapshot } from './support.js';

/**
 * Probe L3, through the API: every route that stores text a person typed refuses invisible and
 * direction-changing characters with MESSAGES.textInvisible, and stores nothing. The rule itself is
 * property-tested in packages/shared/src/text.test.ts.
 */
let t: TestApp;
let token: string;
let ownerToken: string;
let username: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  ({
    token,
    user: { username },
  } = await createUserWithSession(t));
  ownerToken = (await createUserWithSession(t, { isShopOwner: true })).token;
});
afterAll(() => t.close());

/** Sends one write and checks it was refused as invisible text with nothing stored. */
async function expectRefusedStoringNothing(send: () => Promise<LightMyRequestResponse>) {
  const before = await snapshot(t.db);
  const res = await send();
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: 400,
    body: { error: MESSAGES.textInvisible },
  });
  expect(await snapshot(t.db)).toEqual(before);
}

/** Names that show other than they are, each by another kind of invisible character. */
const SPOOFS = [
  'Admin \u202etroppus', // a right-to-left override: reads "Admin support"
  'Hand\u200bleHub Team', // a zero-width space passes for the team's name
  '\u3164\u3164\u3164', // Hangul fillers: a name that looks empty
  'Ma\u2066ya\u2069', // a direction isolate and its end
  'Zoe\ufeffy', // a byte order mark inside a word
];

describe('invisible and direction-changing characters are refused everywhere text is entered (probe L3)', () => {
  it.each(SPOOFS)('profile name %j', async (name) => {
    await expectRefusedStoringNothing(() => postProfileForm(t, token, { name, username, gender: 'male' }));
  });

  it.each([
    [
      'a username at sign-up',
      '/api/auth/signup',
      { googleUser: { email: 'x@handlehub.test' }, username: 'ad\u202emin', gender: 'male' },
    ],
    ['a social handle', '/api/social/updatesocialaccount', { instagram: 'a\u200bb' }],
    ['a game ID', '/api/social/updatesocialaccount', { pubg: '5123\u202e456789' }],
    ['feedback', '/api/others/submitfeedback', { feedback: 'Looks \u2067fine\u2069 to me' }],
    ['a report note', '/api/report', { username: 'nobody', reason: 'spam', note: 'see \u200fhere' }],
  ])('%s', async (_name, url, payload) => {
    await expectRefusedStoringNothing(() =>
      t.inject({ method: 'POST', url, headers: { 'user-token': token }, payload }),
    );
  });

  it.each([
    ['productname', 'Mu\u200bg'],
    ['productdesc', 'A \u202emug'],
    ['productlink', 'https://example.com/m\u2060ug'],
  ])('product %s', async (field, value) => {
    const fields = { productname: 'Mug', productdesc: 'A mug', productlink: 'https://example.com/mug' };
    const photo = { filename: 'p.png', type: 'image/png', bytes: await png(32, 32) };
    await expectRefusedStoringNothing(() => postProduct(t, ownerToken, { ...fields, [field]: value }, photo));
  });

  it('feedback of several lines is still taken', async () => {
    const res = await postFeedback(t, token, 'First line\nSecond line\r\n\tand a tab');
    expect(res.statusCode).toBe(200);
  });

  it('a name arriving from the sign-in provider loses its invisible characters instead', async () => {
    const res = await signUp(t, {
      email: 'rlo@handlehub.test',
      name: 'Admin \u202etroppus',
      username: 'rlo.person',
      gender: 'male',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.name).toBe('Admin troppus');
  });
});
