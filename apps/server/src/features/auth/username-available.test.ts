import { MESSAGES, RATE_LIMITS } from '@handlehub/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { heldUsernames } from '../../db/schema.js';

let t: TestApp;
afterEach(() => t?.close());

const ask = (username: string, token?: string) =>
  t.inject({
    method: 'GET',
    url: `/api/auth/usernameavailable?username=${encodeURIComponent(username)}`,
    headers: token ? { 'user-token': token } : {},
  });

describe('GET /api/auth/usernameavailable', () => {
  it('a free name is available, a taken one is not (as typed: capitals and spaces are the same name)', async () => {
    t = await createTestApp();
    await createUserWithSession(t, { username: 'quinn' });
    const free = await ask('nobody.here');
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ username: 'nobody.here', available: true });
    expect((await ask('quinn')).json()).toEqual({ username: 'quinn', available: false });
    expect((await ask(' Qu inn ')).json()).toEqual({ username: 'quinn', available: false });
  });

  it("the caller's own name and a name held for them are free to them, not to others", async () => {
    t = await createTestApp();
    const me = await createUserWithSession(t, { username: 'mine' });
    const other = await createUserWithSession(t, { username: 'other' });
    await t.db.insert(heldUsernames).values({
      username: 'myoldname',
      formerIdentity: me.user.identity,
      heldUntil: new Date(Date.now() + 86_400_000),
    });
    expect((await ask('mine', me.token)).json().available).toBe(true);
    expect((await ask('myoldname', me.token)).json().available).toBe(true);
    expect((await ask('mine', other.token)).json().available).toBe(false);
    expect((await ask('myoldname', other.token)).json().available).toBe(false);
    expect((await ask('myoldname')).json().available).toBe(false);
  });

  it('a name that breaks a rule → 400 with the rule (the sign-up wording)', async () => {
    t = await createTestApp();
    const cases: [string, string][] = [
      ['', MESSAGES.usernameBlank],
      ['ab', MESSAGES.usernameTooShort],
      ['bad-name', MESSAGES.usernameChars],
      ['_under', MESSAGES.usernameStart],
      ['settings', MESSAGES.usernameReserved],
      ['a'.repeat(31), MESSAGES.usernameTooLong],
    ];
    for (const [username, message] of cases) {
      const res = await ask(username);
      expect(res.statusCode, username).toBe(400);
      expect(res.json(), username).toEqual({ error: message });
    }
  });

  it('spends from the anonymous-read budget: 429 once it is spent', async () => {
    t = await createTestApp({ rateLimits: true });
    for (let i = 0; i < RATE_LIMITS.discoveryPerMinutePerAddress; i++) {
      expect((await ask(`name${i}`)).statusCode).toBe(200);
    }
    const res = await ask('onemore');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: MESSAGES.tooManyRequests });
  });
});
