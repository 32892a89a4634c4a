import { MESSAGES, RATE_LIMITS, REPORT_NOTE_MAX, REPORT_REASONS } from '@handlehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { reports } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  // Limits off here: one address files many reports; the limit has its own app below.
  t = await createTestApp({ rateLimits: false });
});
afterAll(() => t.close());

const report = (payload: object, extra: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  t.inject({ method: 'POST', url: '/api/report', payload, ...extra });

const rowsFor = async (userId: string) =>
  (await t.db.select().from(reports)).filter((row) => row.userId === userId);

describe('POST /api/report', () => {
  it('files a report without sign-in: 201, the reason and trimmed note kept, nothing about the reporter', async () => {
    const { user } = await createUserWithSession(t);
    const res = await report({
      username: user.username,
      reason: 'impersonation',
      note: '  Not the real one \r\n ok ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ msg: MESSAGES.reportSent });
    const rows = await rowsFor(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reason: 'impersonation',
      note: 'Not the real one \n ok',
      resolvedAt: null,
    });
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['createdAt', 'handleId', 'id', 'note', 'reason', 'resolution', 'resolvedAt', 'userId'].sort(),
    );
  });

  // A report of one item (not_theirs) names it: not-theirs.test.ts.
  it.each(REPORT_REASONS.filter((reason) => reason !== 'not_theirs'))(
    'accepts the reason %s, with no note at all',
    async (reason) => {
      const { user } = await createUserWithSession(t);
      expect((await report({ username: user.username, reason })).statusCode).toBe(201);
      expect((await rowsFor(user.id)).map((r) => [r.reason, r.note])).toEqual([[reason, '']]);
    },
  );

  it('takes the username as a profile address writes it (any case, spaces around)', async () => {
    const { user } = await createUserWithSession(t);
    const res = await report({ username: `  ${user.username.toUpperCase()} `, reason: 'spam' });
    expect(res.statusCode).toBe(201);
    expect(await rowsFor(user.id)).toHaveLength(1);
  });

  it('a signed-in visitor may report too', async () => {
    const { user } = await createUserWithSession(t);
    const { token } = await createUserWithSession(t);
    const res = await report(
      { username: user.username, reason: 'other' },
      { headers: { 'user-token': token } },
    );
    expect(res.statusCode).toBe(201);
  });

  it('a locked profile can be reported (its address still works)', async () => {
    const { user } = await createUserWithSession(t, { isLocked: true });
    expect((await report({ username: user.username, reason: 'offensive' })).statusCode).toBe(201);
  });

  it.each<[string, (username: string) => object, string]>([
    ['no reason', (u) => ({ username: u }), MESSAGES.reportReasonMissing],
    ['an unknown reason', (u) => ({ username: u, reason: 'boring' }), MESSAGES.reportReasonMissing],
    [
      'a note over 500 characters',
      (u) => ({ username: u, reason: 'spam', note: 'x'.repeat(REPORT_NOTE_MAX + 1) }),
      MESSAGES.reportNoteTooLong,
    ],
    [
      'a control character in the note',
      (u) => ({ username: u, reason: 'spam', note: 'bad\u0007bell' }),
      MESSAGES.reportNoteInvalid,
    ],
    ['a tab in the note', (u) => ({ username: u, reason: 'spam', note: 'a\tb' }), MESSAGES.reportNoteInvalid],
    [
      'a note that is not text',
      (u) => ({ username: u, reason: 'spam', note: 42 }),
      MESSAGES.reportNoteInvalid,
    ],
    ['no username', () => ({ reason: 'spam' }), MESSAGES.userNotFound],
    [
      'a username over 100 characters',
      () => ({ username: 'a'.repeat(101), reason: 'spam' }),
      MESSAGES.userNotFound,
    ],
  ])('%s → 400 and nothing kept', async (_name, payload, message) => {
    const { user } = await createUserWithSession(t);
    const res = await report(payload(user.username));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await rowsFor(user.id)).toEqual([]);
  });

  it('a body that is not an object → 400', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/report',
      headers: { 'content-type': 'application/json' },
      payload: '"spam"',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['error']);
  });

  it('accepts exactly 500 characters of note', async () => {
    const { user } = await createUserWithSession(t);
    const res = await report({ username: user.username, reason: 'spam', note: 'n'.repeat(REPORT_NOTE_MAX) });
    expect(res.statusCode).toBe(201);
  });

  it('an unknown username → 404', async () => {
    const res = await report({ username: 'nobody.here.at.all', reason: 'spam' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MESSAGES.userNotFound });
  });

  it('a blocked user is already gone: 404 and nothing kept', async () => {
    const { user } = await createUserWithSession(t, { isBlocked: true });
    const res = await report({ username: user.username, reason: 'spam' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MESSAGES.userNotFound });
    expect(await rowsFor(user.id)).toEqual([]);
  });
});

describe('POST /api/report rate limit', () => {
  it(`${RATE_LIMITS.reportsPerHourPerAddress} an hour per address, then 429; another address still may`, async () => {
    const limited = await createTestApp();
    try {
      const { user } = await createUserWithSession(limited);
      const send = (remoteAddress: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/report',
          payload: { username: user.username, reason: 'spam' },
          remoteAddress,
        });
      for (let i = 0; i < RATE_LIMITS.reportsPerHourPerAddress; i++) {
        expect((await send('198.51.100.7')).statusCode).toBe(201);
      }
      const refused = await send('198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: MESSAGES.tooManyRequests });
      expect((await send('198.51.100.8')).statusCode).toBe(201);
      const kept = (await limited.db.select().from(reports)).filter((r) => r.userId === user.id);
      expect(kept).toHaveLength(RATE_LIMITS.reportsPerHourPerAddress + 1);
    } finally {
      await limited.close();
    }
  });
});
