import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItemsFor, createUserWithSession } from '../../../test/factories.js';
import { suiteApp } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { handles, itemVerifications } from '../../db/schema.js';
import type { ProofCheckInput, ProofCheckResult } from './proof-checker.js';
import { hostOf, RECHECK_HOST_BUDGET, runDueChecks } from './recheck.js';
import { recordCheck } from './verification.queries.js';

/** A checker that takes a while (so that two runs overlap) and counts the checks of each item's value. */
function slowChecker(answer: ProofCheckResult = { outcome: 'found' }) {
  const counts = new Map<string, number>();
  return {
    counts,
    check: async (input: ProofCheckInput) => {
      counts.set(input.value, (counts.get(input.value) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answer;
    },
  };
}

const first = slowChecker();
const t = suiteApp({}, { checkProof: first.check });
const DAY_MS = 86_400_000;

/** Verified items of a new person, each due a day ago. */
async function dueItems(values: string[], platform = 'github', method: 'github' | 'website' = 'github') {
  const { user } = await createUserWithSession(t);
  const items = await addItemsFor(
    t,
    user.id,
    values.map((v) => [platform, v] as const),
  );
  const past = new Date(Date.now() - 30 * DAY_MS);
  for (const item of items) {
    await recordCheck(t.db, item.id, { outcome: 'found', method, level: 'linked', now: past });
  }
  const ids = items.map((i) => i.id);
  await t.db
    .update(itemVerifications)
    .set({ nextCheckAt: new Date(Date.now() - DAY_MS) })
    .where(inArray(itemVerifications.handleId, ids));
  return ids;
}

describe('runDueChecks', () => {
  let second: FastifyInstance;
  const other = slowChecker();
  beforeAll(async () => {
    // A second instance of the app on the same database, as in a cluster.
    second = await buildApp(testConfig({ webDist: undefined }), {
      database: t.testDb.database,
      checkProof: other.check,
    });
    await second.ready();
  });
  afterAll(() => second.close());

  it('checks each due item once when two instances run at the same time, and schedules the next check', async () => {
    const values = Array.from({ length: 12 }, (_, i) => `player${i}`);
    const ids = await dueItems(values);
    const now = new Date();
    const [a, b] = await Promise.all([runDueChecks(t.app, now), runDueChecks(second, now)]);
    // One run held the lock; the other did nothing.
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    for (const value of values) {
      expect([value, (first.counts.get(value) ?? 0) + (other.counts.get(value) ?? 0)]).toEqual([value, 1]);
    }
    const rows = await t.db
      .select({ next: itemVerifications.nextCheckAt, last: itemVerifications.lastCheckedAt })
      .from(itemVerifications)
      .where(inArray(itemVerifications.handleId, ids));
    for (const row of rows) {
      expect(row.last?.getTime()).toBe(now.getTime());
      expect(row.next!.getTime()).toBeGreaterThanOrEqual(now.getTime() + 7 * DAY_MS);
    }
    // Nothing is due any more: a later run checks nothing.
    expect(await runDueChecks(second, now)).toEqual({ ran: true, checked: 0, deferred: 0 });
  });

  it('leaves what is over a host’s budget for a later run', async () => {
    const values = Array.from({ length: RECHECK_HOST_BUDGET + 3 }, (_, i) => `https://one.example/p${i}`);
    await dueItems(values, 'link', 'website');
    const run = await runDueChecks(t.app, new Date());
    expect(run).toMatchObject({ ran: true, checked: RECHECK_HOST_BUDGET, deferred: 3 });
    const next = await runDueChecks(t.app, new Date());
    expect(next).toMatchObject({ ran: true, checked: 3, deferred: 0 });
  });

  it('drops a level after two scheduled checks in a row find the proof gone', async () => {
    const gone = slowChecker({ outcome: 'missing' });
    const app = await buildApp(testConfig({ webDist: undefined }), {
      database: t.testDb.database,
      checkProof: gone.check,
    });
    try {
      await app.ready();
      const [id] = await dueItems(['grace']);
      await runDueChecks(app, new Date());
      const level = async () =>
        (await t.db.select().from(handles).where(eq(handles.id, id!)))[0]!.verifiedLevel;
      expect(await level()).toBe('linked');
      // The retry is due in about a day.
      await runDueChecks(app, new Date(Date.now() + 2 * DAY_MS));
      expect(await level()).toBe('self');
      expect(gone.counts.get('grace')).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('names the host a check reads', () => {
    expect(hostOf('fediverse', '@ada@Social.Example')).toBe('social.example');
    expect(hostOf('website', 'https://ada.example/about')).toBe('ada.example');
    expect(hostOf('github', 'ada')).toBe('github');
  });
});
