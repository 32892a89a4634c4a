import { type AdminReport, MESSAGES, REPORT_REASON_LABELS } from '@handlehub/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addItemsFor, createUserWithSession } from '../../../test/factories.js';
import { suiteApp } from '../../../test/test-app.js';
import { handles, itemVerifications, reports } from '../../db/schema.js';

const TOKEN = 'test-admin-token-0123456789abcdefghijklmnop';
const t = suiteApp({ adminToken: TOKEN, rateLimits: false });

const report = (payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/report', payload });
const adminReports = async () => {
  const res = await t.inject({ method: 'GET', url: '/api/admin/reports', headers: { 'admin-token': TOKEN } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { reports: AdminReport[] }).reports;
};

describe('"This handle is not theirs": a report of one item', () => {
  it('is a reason of its own, with those words', () => {
    expect(REPORT_REASON_LABELS.not_theirs).toBe('This handle is not theirs');
  });

  it('stores the item, and moderation sees its platform, value, level and evidence', async () => {
    const { user } = await createUserWithSession(t);
    const [steam] = await addItemsFor(t, user.id, [['steam', '76561197960287930']]);
    // As a Steam sign-in leaves it (features/verification writes it; features never import each other).
    const at = new Date('2026-11-29T10:00:00Z');
    await t.db
      .update(handles)
      .set({ verifiedLevel: 'confirmed', verifiedMethod: 'steam', verifiedAt: at })
      .where(eq(handles.id, steam!.id));
    await t.db.insert(itemVerifications).values({
      handleId: steam!.id,
      token: 'hh-abcdefghijklmnop',
      method: 'steam',
      evidenceWhere: 'Steam sign-in (OpenID)',
      evidenceFound: '76561197960287930',
      firstCheckedAt: at,
      lastCheckedAt: at,
      lastOutcome: 'found',
    });
    const res = await report({
      username: user.username,
      reason: 'not_theirs',
      itemId: steam!.id,
      note: 'mine',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.db.select().from(reports).where(eq(reports.userId, user.id));
    expect([stored!.reason, stored!.handleId]).toEqual(['not_theirs', steam!.id]);

    const listed = (await adminReports()).find((r) => r.username === user.username);
    expect(listed).toMatchObject({
      reason: 'not_theirs',
      note: 'mine',
      item: {
        id: steam!.id,
        platform: 'steam',
        value: '76561197960287930',
        level: 'confirmed',
        method: 'steam',
        checkedAt: '2026-11-29T10:00:00.000Z',
        evidence: { where: 'Steam sign-in (OpenID)', found: '76561197960287930' },
      },
    });
    // Resolving answers the same item.
    const resolved = await t.inject({
      method: 'POST',
      url: `/api/admin/reports/${listed!.id}/resolve`,
      headers: { 'admin-token': TOKEN },
      payload: { note: 'checked' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().report.item).toMatchObject({ id: steam!.id, level: 'confirmed' });
  });

  it('a report of the whole profile has no item', async () => {
    const { user } = await createUserWithSession(t);
    expect((await report({ username: user.username, reason: 'spam' })).statusCode).toBe(201);
    expect((await adminReports()).find((r) => r.username === user.username)?.item).toBeNull();
  });

  it("refuses an item that is not one of the profile's shown items: another person's, hidden, unknown, or not an id", async () => {
    const { user } = await createUserWithSession(t);
    const other = await createUserWithSession(t);
    const [theirs] = await addItemsFor(t, other.user.id, [['github', 'ada']]);
    const [hidden] = await addItemsFor(t, user.id, [['github', 'grace', { visible: false }]]);
    for (const itemId of [theirs!.id, hidden!.id, 9_000_000_000]) {
      const res = await report({ username: user.username, reason: 'not_theirs', itemId });
      expect([itemId, res.statusCode, res.json()]).toEqual([itemId, 404, { error: MESSAGES.itemNotFound }]);
    }
    const missing = await report({ username: user.username, reason: 'not_theirs' });
    expect([missing.statusCode, missing.json()]).toEqual([400, { error: MESSAGES.reportItemMissing }]);
    for (const itemId of ['1', -1, 1.5, 0]) {
      const res = await report({ username: user.username, reason: 'not_theirs', itemId });
      expect([itemId, res.statusCode]).toEqual([itemId, 400]);
    }
    expect(await t.db.select().from(reports).where(eq(reports.userId, user.id))).toEqual([]);
  });
});
