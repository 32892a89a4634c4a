import { FEEDBACK_MAX, MESSAGES } from '@handlehub/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserWithSession, postJson } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { feedback } from '../../db/schema.js';

let t: TestApp;
afterEach(() => t?.close());

const submit = (token: string | undefined, payload: object) =>
  postJson(t, '/api/others/submitfeedback', token, payload);

describe('POST /api/others/submitfeedback', () => {
  it('keeps the trimmed feedback with its sender and thanks them', async () => {
    t = await createTestApp();
    const { user, token } = await createUserWithSession(t);
    const res = await submit(token, { feedback: '  Love the QR codes!  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: MESSAGES.feedbackThanks });
    const rows = await t.db.select().from(feedback);
    expect(rows.map((r) => ({ userId: r.userId, text: r.text }))).toEqual([
      { userId: user.id, text: 'Love the QR codes!' },
    ]);
  });

  it.each<[string, object, string]>([
    ['empty', { feedback: '' }, MESSAGES.feedbackEmpty],
    ['only spaces', { feedback: '   \n ' }, MESSAGES.feedbackEmpty],
    ['missing', {}, MESSAGES.feedbackEmpty],
    ['over 2000 characters', { feedback: 'x'.repeat(FEEDBACK_MAX + 1) }, MESSAGES.feedbackTooLong],
  ])('%s → 400', async (_name, payload, message) => {
    t = await createTestApp();
    const { token } = await createUserWithSession(t);
    const res = await submit(token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await t.db.select().from(feedback)).toEqual([]);
  });

  it('accepts exactly 2000 characters', async () => {
    t = await createTestApp();
    const { token } = await createUserWithSession(t);
    expect((await submit(token, { feedback: 'x'.repeat(FEEDBACK_MAX) })).statusCode).toBe(200);
  });

  it('without a session → 401 and nothing is kept', async () => {
    t = await createTestApp();
    const res = await submit(undefined, { feedback: 'hello' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.notSignedIn });
    expect(await t.db.select().from(feedback)).toEqual([]);
  });
});
