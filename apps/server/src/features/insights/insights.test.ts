import { INSIGHT_DAYS, INSIGHT_RETENTION_DAYS, type InsightDay, MESSAGES } from '@handlehub/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { changeStatus, createUserWithSession } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { isObviousBot } from '../../core/insights/bot-filter.js';
import { InsightCounter } from '../../core/insights/insight-counter.js';
import {
  addInsightCounts,
  daysBefore,
  insightDays,
  pruneInsightCounts,
  utcDay,
} from '../../core/insights.queries.js';
import type { Db } from '../../db/client.js';
import { handles, insightCounts, users } from '../../db/schema.js';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let t: TestApp | undefined;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Target = { inject: FastifyInstance['inject'] } | TestApp;

/** Valid stored handles, so that clicks on those fields can be counted (a profile shows only these). */
const HANDLE_OF: Record<string, string> = {
  instagram: 'someone',
  youtube: 'SomeChannel',
  minecraft: 'Steve_01',
  pubg: '5123456789',
  coc: '#2PP0JCGQ',
};
async function giveHandles(db: Db, userId: string, fields: string[]): Promise<void> {
  await db
    .insert(handles)
    .values(fields.map((fieldname) => ({ userId, fieldname, handle: HANDLE_OF[fieldname]! })));
}

const beacon = (
  target: Target,
  kind: 'view' | 'click',
  payload: unknown,
  headers: Record<string, string> = { 'user-agent': BROWSER },
) =>
  target.inject({
    method: 'POST',
    url: `/api/insights/${kind}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const view = (
  target: Target,
  username: string,
  source: 'link' | 'qr' = 'link',
  headers?: Record<string, string>,
) => beacon(target, 'view', { username, source }, headers);

const click = (target: Target, username: string, fieldname: string, headers?: Record<string, string>) =>
  beacon(target, 'click', { username, fieldname }, headers);

async function insightsOf(target: Target, token: string): Promise<InsightDay[]> {
  const res = await target.inject({
    method: 'GET',
    url: '/api/profile/insights',
    headers: { 'user-token': token },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { days: InsightDay[] }).days;
}

const today = () => utcDay(new Date());
const todayOf = (days: InsightDay[]) => days.at(-1)!;

describe('beacons and GET /api/profile/insights', () => {
  it('counts views, QR scans and clicks per field for today, in a 30-day list', async () => {
    t = await createTestApp();
    const { user, token } = await createUserWithSession(t, { username: 'maya' });
    await giveHandles(t.db, user.id, ['instagram', 'minecraft']);
    for (const source of ['link', 'link', 'qr'] as const) {
      const res = await view(t, 'maya', source);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    for (const field of ['instagram', 'instagram', 'minecraft']) {
      expect((await click(t, 'maya', field)).statusCode).toBe(204);
    }
    // Another profile's counts stay its own.
    await createUserWithSession(t, { username: 'kenji' });
    expect((await view(t, 'kenji')).statusCode).toBe(204);

    const res = await t.inject({
      method: 'GET',
      url: '/api/profile/insights',
      headers: { 'user-token': token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { days } = res.json() as { days: InsightDay[] };
    expect(days).toHaveLength(INSIGHT_DAYS);
    expect(todayOf(days)).toEqual({
      date: today(),
      views: 3,
      qrScans: 1,
      clicks: { instagram: 2, minecraft: 1 },
    });
    for (const day of days.slice(0, -1)) expect(day).toMatchObject({ views: 0, qrScans: 0, clicks: {} });
    const stored = await t.db.select().from(insightCounts).where(eq(insightCounts.userId, user.id));
    expect(stored.map((r) => [r.metric, r.count]).sort()).toEqual([
      ['click:instagram', 2],
      ['click:minecraft', 1],
      ['qr', 1],
      ['view', 2],
    ]);
  });

  it('answers the last 30 UTC days, oldest first, every day present, older counters left out', async () => {
    t = await createTestApp();
    const { user, token } = await createUserWithSession(t);
    const now = today();
    await addInsightCounts(t.db, [
      { username: user.username, day: daysBefore(now, INSIGHT_DAYS), metric: 'view', count: 50 },
      { username: user.username, day: daysBefore(now, INSIGHT_DAYS - 1), metric: 'view', count: 7 },
      { username: user.username, day: daysBefore(now, INSIGHT_DAYS - 1), metric: 'qr', count: 2 },
      { username: user.username, day: daysBefore(now, 3), metric: 'click:youtube', count: 4 },
      { username: user.username, day: daysBefore(now, 3), metric: 'click:not-a-field', count: 9 },
    ]);
    const days = await insightsOf(t, token);
    expect(days.map((d) => d.date)).toEqual(
      Array.from({ length: INSIGHT_DAYS }, (_, i) => daysBefore(now, INSIGHT_DAYS - 1 - i)),
    );
    expect(days[0]).toEqual({ date: daysBefore(now, INSIGHT_DAYS - 1), views: 9, qrScans: 2, clicks: {} });
    expect(days[INSIGHT_DAYS - 4]).toEqual({
      date: daysBefore(now, 3),
      views: 0,
      qrScans: 0,
      clicks: { youtube: 4 },
    });
    const total = days.reduce((sum, d) => sum + d.views, 0);
    expect(total).toBe(9);
  });

  it('a username is matched without regard to case, as the profile link is', async () => {
    t = await createTestApp();
    const { token } = await createUserWithSession(t, { username: 'sofia' });
    expect((await view(t, 'Sofia', 'qr')).statusCode).toBe(204);
    expect(todayOf(await insightsOf(t, token))).toMatchObject({ views: 1, qrScans: 1 });
  });
});

describe('what is not counted', () => {
  it("the owner's own visits and clicks (their session token) are not counted; others' are", async () => {
    t = await createTestApp();
    const owner = await createUserWithSession(t, { username: 'owner.one' });
    const visitor = await createUserWithSession(t);
    const as = (token: string) => ({ 'user-agent': BROWSER, 'user-token': token });
    expect((await view(t, 'owner.one', 'qr', as(owner.token))).statusCode).toBe(204);
    expect((await click(t, 'owner.one', 'instagram', as(owner.token))).statusCode).toBe(204);
    expect((await view(t, 'owner.one', 'link', as(visitor.token))).statusCode).toBe(204);
    // A dead token is an anonymous visitor.
    expect((await view(t, 'owner.one', 'link', as('not-a-live-token'))).statusCode).toBe(204);
    expect(todayOf(await insightsOf(t, owner.token))).toEqual({
      date: today(),
      views: 2,
      qrScans: 0,
      clicks: {},
    });
  });

  it.each<[string, Record<string, string>]>([
    ['no user agent', {}],
    ['Playwright/Puppeteer Chromium', { 'user-agent': BROWSER.replace('Chrome/', 'HeadlessChrome/') }],
    [
      'Googlebot',
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ],
    [
      'a link preview',
      { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' },
    ],
    ['WhatsApp', { 'user-agent': 'WhatsApp/2.23.20.0 A' }],
    ['curl', { 'user-agent': 'curl/8.5.0' }],
    ['python', { 'user-agent': 'python-requests/2.32.3' }],
  ])('%s: answered 204, not counted', async (_name, headers) => {
    t = await createTestApp();
    const { token } = await createUserWithSession(t, { username: 'quiet' });
    expect((await view(t, 'quiet', 'qr', headers)).statusCode).toBe(204);
    expect((await click(t, 'quiet', 'snapchat', headers)).statusCode).toBe(204);
    expect(todayOf(await insightsOf(t, token))).toMatchObject({ views: 0, qrScans: 0, clicks: {} });
    expect(await t.db.select().from(insightCounts)).toEqual([]);
  });

  it('a profile locked after it was counted (and cached) is no longer counted', async () => {
    t = await createTestApp();
    const { token } = await createUserWithSession(t, { username: 'soon.locked' });
    expect((await view(t, 'soon.locked')).statusCode).toBe(204);
    await changeStatus(t, token, 'isLocked', true);
    expect((await view(t, 'soon.locked')).statusCode).toBe(204);
    expect((await click(t, 'soon.locked', 'youtube')).statusCode).toBe(204);
    expect(todayOf(await insightsOf(t, token))).toMatchObject({ views: 1, clicks: {} });
  });

  it('a click on a handle the profile does not show: 204, not counted', async () => {
    t = await createTestApp();
    const { user, token } = await createUserWithSession(t, { username: 'nadia' });
    await giveHandles(t.db, user.id, ['youtube']);
    expect((await click(t, 'nadia', 'facebook')).statusCode).toBe(204);
    expect((await click(t, 'nadia', 'youtube')).statusCode).toBe(204);
    expect(todayOf(await insightsOf(t, token)).clicks).toEqual({ youtube: 1 });
  });

  it('a locked profile: 204, not counted', async () => {
    t = await createTestApp();
    const { token } = await createUserWithSession(t, { username: 'lars', isLocked: true });
    expect((await view(t, 'lars')).statusCode).toBe(204);
    expect((await click(t, 'lars', 'twitter')).statusCode).toBe(204);
    expect(todayOf(await insightsOf(t, token))).toMatchObject({ views: 0, clicks: {} });
  });

  it.each([
    ['unknown', 'nobody.here'],
    ['blocked', 'blocked.one'],
  ])('an %s profile: 404 "User not found", nothing stored', async (_name, username) => {
    t = await createTestApp();
    await createUserWithSession(t, { username: 'blocked.one', isBlocked: true });
    for (const res of [await view(t, username), await click(t, username, 'facebook')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: MESSAGES.userNotFound });
    }
    expect(await t.db.select().from(insightCounts)).toEqual([]);
  });
});

describe('validation', () => {
  it.each<[string, 'view' | 'click', unknown, string]>([
    ['view without username', 'view', { source: 'link' }, MESSAGES.usernameMissing],
    ['view with an empty username', 'view', { username: '', source: 'link' }, MESSAGES.usernameMissing],
    ['view with a short username', 'view', { username: 'ab', source: 'link' }, MESSAGES.usernameTooShort],
    [
      'view with a long username',
      'view',
      { username: 'a'.repeat(31), source: 'qr' },
      MESSAGES.usernameTooLong,
    ],
    ['view with bad characters', 'view', { username: 'maya<b>', source: 'qr' }, MESSAGES.usernameChars],
    ['view with a number as username', 'view', { username: 42, source: 'qr' }, MESSAGES.usernameMissing],
    ['view without source', 'view', { username: 'maya' }, MESSAGES.insightSourceInvalid],
    [
      'view with an unknown source',
      'view',
      { username: 'maya', source: 'nfc' },
      MESSAGES.insightSourceInvalid,
    ],
    ['click without username', 'click', { fieldname: 'instagram' }, MESSAGES.usernameMissing],
    [
      'click with bad characters',
      'click',
      { username: 'a b/c', fieldname: 'instagram' },
      MESSAGES.usernameChars,
    ],
    ['click without fieldname', 'click', { username: 'maya' }, MESSAGES.insightFieldInvalid],
    [
      'click with an unknown field',
      'click',
      { username: 'maya', fieldname: 'myspace' },
      MESSAGES.insightFieldInvalid,
    ],
    [
      'click with a metric name',
      'click',
      { username: 'maya', fieldname: 'view' },
      MESSAGES.insightFieldInvalid,
    ],
    ['a JSON array', 'view', [], MESSAGES.invalidRequest],
    ['no body', 'click', undefined, MESSAGES.invalidRequest],
  ])('%s → 400', async (_name, kind, payload, message) => {
    t = await createTestApp();
    await createUserWithSession(t, { username: 'maya' });
    const res = await beacon(t, kind, payload, {
      'user-agent': BROWSER,
      ...(payload === undefined ? { 'content-type': 'application/json' } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await t.db.select().from(insightCounts)).toEqual([]);
  });
});

describe('permissions and limits', () => {
  it.each([
    ['without a session', {}, MESSAGES.notSignedIn],
    ['with a dead token', { 'user-token': 'expired-or-made-up' }, MESSAGES.sessionExpired],
  ])('GET %s → 401', async (_case, headers, error) => {
    t = await createTestApp();
    const res = await t.inject({ method: 'GET', url: '/api/profile/insights', headers });
    expect([res.statusCode, res.json()]).toEqual([401, { error }]);
  });

  it('beacons are rate limited per address (views and clicks share one budget of 120 a minute)', async () => {
    t = await createTestApp({ rateLimits: true });
    const { user, token } = await createUserWithSession(t, { username: 'popular' });
    await giveHandles(t.db, user.id, ['youtube']);
    for (let i = 0; i < 60; i++) expect((await view(t, 'popular')).statusCode).toBe(204);
    for (let i = 0; i < 60; i++) expect((await click(t, 'popular', 'youtube')).statusCode).toBe(204);
    const refused = await view(t, 'popular');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: MESSAGES.tooManyRequests });
    expect((await click(t, 'popular', 'youtube')).statusCode).toBe(429);
    // Another address has its own budget.
    const other = await t.inject({
      method: 'POST',
      url: '/api/insights/view',
      remoteAddress: '203.0.113.9',
      headers: { 'user-agent': BROWSER },
      payload: { username: 'popular', source: 'qr' },
    });
    expect(other.statusCode).toBe(204);
    expect(todayOf(await insightsOf(t, token))).toEqual({
      date: today(),
      views: 61,
      qrScans: 1,
      clicks: { youtube: 60 },
    });
  });
});

describe('OpenAPI', () => {
  it('documents the beacons and the owner route', async () => {
    t = await createTestApp();
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown> }>>;
    };
    expect(doc.paths['/api/insights/view']?.post?.tags).toEqual(['insights']);
    expect(Object.keys(doc.paths['/api/insights/click']?.post?.responses ?? {})).toContain('204');
    expect(doc.paths['/api/profile/insights']?.get?.tags).toEqual(['profile']);
  });
});

/** An app on a database that outlives it (for close and multi-instance tests). */
async function appOn(database: TestDatabase): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ webDist: undefined }), { database: database.database });
  await app.ready();
  return app;
}

describe('writing the counts', () => {
  it('counts still in memory are written when the app closes', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const app = await appOn(database);
    const { user } = await createUserWithSession({ db: database.database.db }, { username: 'closing' });
    await giveHandles(database.database.db, user.id, ['pubg']);
    for (let i = 0; i < 4; i++)
      expect((await view(app, 'closing', i % 2 ? 'qr' : 'link')).statusCode).toBe(204);
    expect((await click(app, 'closing', 'pubg')).statusCode).toBe(204);
    await app.close();
    const days = await insightDays(database.database.db, user.id, 1);
    expect(days).toEqual([{ date: today(), views: 4, qrScans: 2, clicks: { pubg: 1 } }]);
  });

  it('counts from two app instances on one database add up', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const first = await appOn(database);
    const second = await appOn(database);
    cleanups.push(
      () => first.close(),
      () => second.close(),
    );
    const { user, token } = await createUserWithSession({ db: database.database.db }, { username: 'shared' });
    await giveHandles(database.database.db, user.id, ['coc']);
    for (let i = 0; i < 3; i++) await view(first, 'shared', 'qr');
    for (let i = 0; i < 2; i++) await view(second, 'shared', 'qr');
    await click(first, 'shared', 'coc');
    await click(second, 'shared', 'coc');
    // Each instance writes its own pending counts when asked; both upserts hit the same counter rows.
    await Promise.all([insightsOf(first, token), insightsOf(second, token)]);
    expect(todayOf(await insightsOf(first, token))).toEqual({
      date: today(),
      views: 5,
      qrScans: 5,
      clicks: { coc: 2 },
    });
    expect(await database.database.db.select().from(insightCounts)).toHaveLength(2);
  });
});

describe('InsightCounter', () => {
  const silentLog = {
    warnings: [] as string[],
    errors: [] as string[],
    warn(_obj: unknown, message: string) {
      this.warnings.push(message);
    },
    error(_obj: unknown, message: string) {
      this.errors.push(message);
    },
  };

  /** The real database, except that its statements fail while `down` is set. */
  function flaky(db: Db) {
    const state = { down: true };
    const proxy = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'execute' && state.down) return () => Promise.reject(new Error('connection refused'));
        return Reflect.get(target, key, receiver);
      },
    });
    return { db: proxy, state };
  }

  it('a failed write keeps the counts for the next flush and logs it', async () => {
    t = await createTestApp();
    const { user } = await createUserWithSession(t);
    const { db, state } = flaky(t.db);
    const log = { ...silentLog, warnings: [], errors: [] };
    const counter = new InsightCounter(db, log as never, { flushEveryMs: 60_000 });
    counter.add(user.username, 'view');
    counter.add(user.username, 'view');
    await counter.flush();
    expect(counter.pending).toBe(2);
    expect(log.warnings).toEqual(['insights: writing counters failed, counts kept for the next flush']);
    counter.add(user.username, 'view');
    state.down = false;
    await counter.close();
    expect(counter.pending).toBe(0);
    expect(await insightDays(t.db, user.id, 1)).toEqual([
      { date: today(), views: 3, qrScans: 0, clicks: {} },
    ]);
  });

  it("a beacon is answered 204 while the app's writes fail, and its count is written once they work", async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const { db, state } = flaky(database.database.db);
    const app = await buildApp(testConfig({ webDist: undefined }), {
      database: { ...database.database, db },
    });
    await app.ready();
    cleanups.push(() => app.close());
    const { token } = await createUserWithSession({ db: database.database.db }, { username: 'steady' });
    expect((await view(app, 'steady', 'qr')).statusCode).toBe(204);
    // The owner's read still answers; the count waits in memory.
    expect(todayOf(await insightsOf(app, token)).views).toBe(0);
    state.down = false;
    expect(todayOf(await insightsOf(app, token))).toMatchObject({ views: 1, qrScans: 1 });
  });

  it('counts of a user deleted (or renamed) before the flush are skipped; the others are written', async () => {
    t = await createTestApp();
    const { user: stays } = await createUserWithSession(t);
    const { user: leaves } = await createUserWithSession(t);
    const counter = new InsightCounter(t.db, silentLog as never, { flushEveryMs: 60_000 });
    const { user: renames } = await createUserWithSession(t);
    counter.add(stays.username, 'qr');
    counter.add(leaves.username, 'qr');
    counter.add(renames.username, 'qr');
    await t.db.delete(users).where(eq(users.id, leaves.id));
    await t.db.update(users).set({ username: 'new.name' }).where(eq(users.id, renames.id));
    await counter.close();
    expect(counter.pending).toBe(0);
    const rows = await t.db.select().from(insightCounts);
    expect(rows.map((r) => [r.userId, r.metric, r.count])).toEqual([[stays.id, 'qr', 1]]);
  });

  it('writes in statements of at most rowsPerStatement rows', async () => {
    t = await createTestApp();
    const { user } = await createUserWithSession(t);
    const counter = new InsightCounter(t.db, silentLog as never, {
      flushEveryMs: 60_000,
      rowsPerStatement: 2,
    });
    for (const field of ['facebook', 'instagram', 'snapchat', 'twitter', 'linkedin']) {
      counter.add(user.username, `click:${field}`);
    }
    await counter.close();
    const [day] = await insightDays(t.db, user.id, 1);
    expect(Object.values(day!.clicks)).toEqual([1, 1, 1, 1, 1]);
  });

  it('past maxPendingKeys new keys are dropped and logged, known keys still count', async () => {
    t = await createTestApp();
    const { user } = await createUserWithSession(t);
    const log = { ...silentLog, warnings: [], errors: [] };
    const counter = new InsightCounter(t.db, log as never, { flushEveryMs: 60_000, maxPendingKeys: 1 });
    counter.add(user.username, 'view');
    counter.add(user.username, 'qr');
    counter.add(user.username, 'view');
    await counter.close();
    expect(log.errors).toEqual([
      'insights: too many pending counters (database unreachable?), counts dropped',
    ]);
    expect(await insightDays(t.db, user.id, 1)).toEqual([
      { date: today(), views: 2, qrScans: 0, clicks: {} },
    ]);
  });

  it('the timer writes on its own and prunes counters past the retention', async () => {
    t = await createTestApp();
    const { user } = await createUserWithSession(t);
    const now = today();
    const oldest = daysBefore(now, INSIGHT_RETENTION_DAYS - 1);
    await addInsightCounts(t.db, [
      { username: user.username, day: daysBefore(now, INSIGHT_RETENTION_DAYS), metric: 'view', count: 1 },
      { username: user.username, day: oldest, metric: 'view', count: 1 },
    ]);
    const counter = new InsightCounter(t.db, silentLog as never, { flushEveryMs: 20 });
    counter.add(user.username, 'view');
    await expect
      .poll(async () => (await t!.db.select().from(insightCounts)).map((r) => r.day).sort(), {
        timeout: 5000,
      })
      .toEqual([oldest, now]);
    await counter.close();
  });
});

describe('queries', () => {
  it('pruneInsightCounts deletes only days before the first kept one', async () => {
    t = await createTestApp();
    const { user } = await createUserWithSession(t);
    await addInsightCounts(t.db, [
      { username: user.username, day: '2025-01-01', metric: 'view', count: 1 },
      { username: user.username, day: '2025-01-02', metric: 'view', count: 1 },
    ]);
    await pruneInsightCounts(t.db, '2025-01-02');
    expect((await t.db.select().from(insightCounts)).map((r) => r.day)).toEqual(['2025-01-02']);
  });

  it('insightDays counts days by UTC date across a month end', async () => {
    t = await createTestApp();
    const { user } = await createUserWithSession(t);
    await addInsightCounts(t.db, [
      { username: user.username, day: '2025-02-28', metric: 'click:cod', count: 3 },
    ]);
    const days = await insightDays(t.db, user.id, 3, new Date('2025-03-01T23:59:59Z'));
    expect(days).toEqual([
      { date: '2025-02-27', views: 0, qrScans: 0, clicks: {} },
      { date: '2025-02-28', views: 0, qrScans: 0, clicks: { cod: 3 } },
      { date: '2025-03-01', views: 0, qrScans: 0, clicks: {} },
    ]);
  });
});

describe('isObviousBot', () => {
  it.each([
    BROWSER,
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 346.0.0.23.96',
  ])('a browser counts: %s', (agent) => {
    expect(isObviousBot(agent)).toBe(false);
  });

  it.each([
    undefined,
    '',
    'Mozilla/5.0',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Twitterbot/1.0',
    'TelegramBot (like TwitterBot)',
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'Wget/1.21.4',
    'Go-http-client/1.1',
    'Mozilla/5.0 (Macintosh) Chrome-Lighthouse',
  ])('not counted: %s', (agent) => {
    expect(isObviousBot(agent)).toBe(true);
  });
});
