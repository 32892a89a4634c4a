import {
  CHECK_OUTCOME_TEXTS,
  MESSAGES,
  MISSES_TO_DROP,
  RATE_LIMITS,
  RECHECK_MAX_DAYS,
  RECHECK_MIN_DAYS,
} from '@handlehub/shared';
import type { VerificationStatus } from '@handlehub/shared/api/verification';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addItemsFor, createUserWithSession, postJson } from '../../../test/factories.js';
import { PUBLIC_URL, suiteApp } from '../../../test/test-app.js';
import { handles, itemVerifications } from '../../db/schema.js';
import type { ProofCheckInput, ProofCheckResult } from './proof-checker.js';
import { recordCheck, recordConfirmed } from './verification.queries.js';

/** A stand-in for the platform readers: answers what the test says, and remembers what it was asked. */
function fakeChecker() {
  const calls: ProofCheckInput[] = [];
  let next: ProofCheckResult = { outcome: 'found' };
  return {
    calls,
    answer(result: ProofCheckResult) {
      next = result;
    },
    check: async (input: ProofCheckInput) => {
      calls.push(input);
      return next;
    },
  };
}

const checker = fakeChecker();
const t = suiteApp({ publicUrl: PUBLIC_URL }, { checkProof: checker.check });
const DAY_MS = 86_400_000;

const getStatus = (id: number | string, token?: string) =>
  t.inject({ method: 'GET', url: `/api/verification/${id}`, headers: token ? { 'user-token': token } : {} });
const checkNow = (id: number | string, token: string | undefined) =>
  postJson(t, '/api/verification/check', token, { id });

async function personWith(rows: Parameters<typeof addItemsFor>[2]) {
  const { user, token } = await createUserWithSession(t);
  const items = await addItemsFor(t, user.id, rows);
  return { user, token, items };
}

const FOUND = {
  outcome: 'found',
  evidence: { where: 'https://api.github.com/users/ada', found: 'hh-token' },
} as const;

async function checked(id: number, token: string, result: ProofCheckResult) {
  checker.answer(result);
  const res = await checkNow(id, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { outcome: string; msg: string; status: VerificationStatus };
}

describe('GET /api/verification/:id', () => {
  it("answers the owner's item: self, its proof token, the page address and the ways to verify it", async () => {
    const { user, token, items } = await personWith([
      ['github', 'ada'],
      ['steam', '76561197960287930'],
    ]);
    const res = await getStatus(items[0]!.id, token);
    expect(res.statusCode, res.body).toBe(200);
    const status = res.json() as VerificationStatus;
    expect(status).toMatchObject({
      id: items[0]!.id,
      level: 'self',
      misses: 0,
      pageUrl: `${PUBLIC_URL}/user/${user.username}`,
      linkedMethod: 'github',
      // GitHub's sign-in is offered only with a client id and secret.
      signIns: [],
    });
    expect(status.token).toMatch(/^hh-[a-z2-7]{16}$/);
    expect(status.method).toBeUndefined();
    // The token is the item's: asked again, it is the same.
    expect((await getStatus(items[0]!.id, token)).json().token).toBe(status.token);
    const steam = (await getStatus(items[1]!.id, token)).json() as VerificationStatus;
    expect(steam.signIns).toEqual(['steam']);
    expect(steam.linkedMethod).toBeUndefined();
    expect(steam.token).not.toBe(status.token);
  });

  it('answers 404 for another person’s item, 401 signed out, and 400 for an id that is not one', async () => {
    const owner = await personWith([['github', 'ada']]);
    const other = await createUserWithSession(t);
    expect([(await getStatus(owner.items[0]!.id, other.token)).statusCode]).toEqual([404]);
    expect((await getStatus(owner.items[0]!.id, other.token)).json()).toEqual({
      error: MESSAGES.itemNotFound,
    });
    expect((await getStatus(owner.items[0]!.id)).statusCode).toBe(401);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const res = await getStatus(bad, owner.token);
      expect([bad, res.statusCode, res.json()]).toEqual([bad, 400, { error: MESSAGES.itemNotFound }]);
    }
    expect((await getStatus(9_000_000_000, owner.token)).statusCode).toBe(404);
  });
});

describe('POST /api/verification/check', () => {
  it('found: the item is linked, with its evidence, the words a visitor reads and a re-check 7–14 days out', async () => {
    const { user, token, items } = await personWith([['github', 'ada']]);
    const before = Date.now();
    const body = await checked(items[0]!.id, token, FOUND);
    expect(body.outcome).toBe('found');
    expect(body.msg).toBe(CHECK_OUTCOME_TEXTS.found);
    expect(body.status).toMatchObject({
      level: 'linked',
      method: 'github',
      misses: 0,
      lastOutcome: 'found',
      evidence: FOUND.evidence,
    });
    expect(body.status.text).toMatch(/^Verified: linked back from GitHub, checked \d{1,2} [A-Z][a-z]{2}$/);
    const next = Date.parse(body.status.nextCheckAt!);
    expect(next).toBeGreaterThanOrEqual(before + RECHECK_MIN_DAYS * DAY_MS);
    expect(next).toBeLessThanOrEqual(Date.now() + RECHECK_MAX_DAYS * DAY_MS);
    // The checker was asked about this item, its token and the owner's page.
    expect(checker.calls.at(-1)).toEqual({
      method: 'github',
      platform: 'github',
      value: 'ada',
      token: body.status.token,
      pageUrl: `${PUBLIC_URL}/user/${user.username}`,
    });
    const [row] = await t.db.select().from(handles).where(eq(handles.id, items[0]!.id));
    expect([row!.verifiedLevel, row!.verifiedMethod]).toEqual(['linked', 'github']);
  });

  it('proof missing on a self-claimed item: says so, the item stays self and no miss is counted', async () => {
    const { token, items } = await personWith([['github', 'ada']]);
    const body = await checked(items[0]!.id, token, { outcome: 'missing' });
    expect([body.outcome, body.msg]).toEqual(['missing', CHECK_OUTCOME_TEXTS.missing]);
    expect(body.status).toMatchObject({ level: 'self', misses: 0, lastOutcome: 'missing' });
    expect(body.status.nextCheckAt).toBeUndefined();
  });

  it('proof gone: found, then missing twice in a row drops the item to self, keeping the evidence', async () => {
    const { token, items } = await personWith([['github', 'ada']]);
    await checked(items[0]!.id, token, FOUND);
    const first = await checked(items[0]!.id, token, { outcome: 'missing' });
    expect(first.status).toMatchObject({ level: 'linked', misses: 1, lastOutcome: 'missing' });
    // Tried again in about a day, not in a week.
    expect(Date.parse(first.status.nextCheckAt!)).toBeLessThan(Date.now() + 2 * DAY_MS);
    const second = await checked(items[0]!.id, token, { outcome: 'not-found' });
    expect(second.msg).toBe(CHECK_OUTCOME_TEXTS['not-found']);
    expect(second.status).toMatchObject({ level: 'self', misses: MISSES_TO_DROP, evidence: FOUND.evidence });
    expect(second.status.text).toBeUndefined();
    expect(second.status.nextCheckAt).toBeUndefined();
  });

  it('two misses only count in a row: a found between them clears the first', async () => {
    const { token, items } = await personWith([['github', 'ada']]);
    await checked(items[0]!.id, token, FOUND);
    await checked(items[0]!.id, token, { outcome: 'missing' });
    expect((await checked(items[0]!.id, token, FOUND)).status.misses).toBe(0);
    const after = await checked(items[0]!.id, token, { outcome: 'missing' });
    expect(after.status).toMatchObject({ level: 'linked', misses: 1 });
  });

  it('could not check: the level stays, no miss is counted, and a verified item is tried again later', async () => {
    const { token, items } = await personWith([['github', 'ada']]);
    await checked(items[0]!.id, token, FOUND);
    await checked(items[0]!.id, token, { outcome: 'missing' });
    for (let i = 0; i < 2; i++) {
      const body = await checked(items[0]!.id, token, { outcome: 'unreachable' });
      expect(body.msg).toBe(CHECK_OUTCOME_TEXTS.unreachable);
      expect(body.status).toMatchObject({ level: 'linked', misses: 1, lastOutcome: 'unreachable' });
      expect(body.status.nextCheckAt).toBeDefined();
    }
  });

  it('an item no link back can check answers 400 with why; another person’s item 404; signed out 401', async () => {
    const { token, items } = await personWith([['twitter', 'ada']]);
    const res = await checkNow(items[0]!.id, token);
    expect([res.statusCode, res.json()]).toEqual([400, { error: MESSAGES.verificationNoLinkedCheck }]);
    const other = await createUserWithSession(t);
    const theirs = await checkNow(items[0]!.id, other.token);
    expect([theirs.statusCode, theirs.json()]).toEqual([404, { error: MESSAGES.itemNotFound }]);
    expect((await checkNow(items[0]!.id, undefined)).statusCode).toBe(401);
    const bad = await checkNow('x', token);
    expect(bad.statusCode).toBe(400);
  });

  it('is rate-limited: 5 checks of one item an hour, 20 checks an hour per person', async () => {
    const { token, items } = await personWith([
      ['github', 'a1'],
      ['github', 'a2'],
      ['github', 'a3'],
      ['github', 'a4'],
      ['github', 'a5'],
    ]);
    checker.answer({ outcome: 'unreachable' });
    for (let i = 0; i < RATE_LIMITS.verificationChecksPerHourPerItem; i++) {
      expect((await checkNow(items[0]!.id, token)).statusCode).toBe(200);
    }
    const refused = await checkNow(items[0]!.id, token);
    expect([refused.statusCode, refused.json()]).toEqual([429, { error: MESSAGES.tooManyRequests }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The other items still have their own budgets, up to the person's 20 in all (21 spent so far: one refused).
    let answered = RATE_LIMITS.verificationChecksPerHourPerItem + 1;
    for (const item of items.slice(1)) {
      for (let i = 0; i < RATE_LIMITS.verificationChecksPerHourPerItem; i++) {
        const res = await checkNow(item.id, token);
        answered++;
        const expected = answered <= RATE_LIMITS.verificationChecksPerHourPerUser ? 200 : 429;
        expect([item.id, answered, res.statusCode]).toEqual([item.id, answered, expected]);
      }
    }
  });
});

describe('an edited value is a new claim', () => {
  it('through /api/handles/edit: the level goes back to self; a label change keeps it', async () => {
    const { token, items } = await personWith([['github', 'ada']]);
    await checked(items[0]!.id, token, FOUND);
    const label = await postJson(t, '/api/handles/edit', token, { id: items[0]!.id, label: 'work' });
    expect(label.statusCode, label.body).toBe(200);
    expect((await getStatus(items[0]!.id, token)).json().level).toBe('linked');
    const edit = await postJson(t, '/api/handles/edit', token, { id: items[0]!.id, value: 'grace' });
    expect(edit.statusCode, edit.body).toBe(200);
    const status = (await getStatus(items[0]!.id, token)).json() as VerificationStatus;
    expect(status).toMatchObject({ level: 'self', misses: 0 });
    expect(status.evidence).toBeUndefined();
    expect(status.lastOutcome).toBeUndefined();
  });

  it('through the 13-field /api/social/updatesocialaccount: a changed value resets, the same value keeps', async () => {
    const { user, token, items } = await personWith([['twitter', 'ada']]);
    await recordConfirmed(t.db, {
      userId: user.id,
      handleIds: [items[0]!.id],
      method: 'discord',
      evidence: { where: 'https://discord.com/api/users/@me/connections', found: 'twitter: ada' },
      now: new Date(),
    });
    const same = await postJson(t, '/api/social/updatesocialaccount', token, { twitter: 'ada' });
    expect(same.statusCode, same.body).toBe(200);
    expect((await getStatus(items[0]!.id, token)).json().level).toBe('confirmed');
    const changed = await postJson(t, '/api/social/updatesocialaccount', token, { twitter: 'grace' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await getStatus(items[0]!.id, token)).json()).toMatchObject({ level: 'self', misses: 0 });
  });

  it('a check whose value changed while it ran records nothing', async () => {
    const { token, items } = await personWith([['github', 'ada']]);
    await getStatus(items[0]!.id, token);
    const level = await recordCheck(t.db, items[0]!.id, {
      outcome: 'found',
      method: 'github',
      level: 'linked',
      now: new Date(),
      value: 'someone-else',
    });
    expect(level).toBeNull();
    const [record] = await t.db
      .select()
      .from(itemVerifications)
      .where(eq(itemVerifications.handleId, items[0]!.id));
    expect(record!.lastOutcome).toBeNull();
  });
});

describe('recordConfirmed', () => {
  it('confirms only the person’s own items, with no scheduled re-check', async () => {
    const { user, items } = await personWith([['steam', '76561197960287930']]);
    const other = await personWith([['steam', '76561197960287931']]);
    const confirmed = await recordConfirmed(t.db, {
      userId: user.id,
      handleIds: [items[0]!.id, other.items[0]!.id],
      method: 'steam',
      evidence: { where: 'https://steamcommunity.com/openid', found: '76561197960287930' },
      now: new Date(),
    });
    expect(confirmed).toEqual([items[0]!.id]);
    const rows = await t.db.select().from(handles).where(eq(handles.userId, other.user.id));
    expect(rows[0]!.verifiedLevel).toBe('self');
    const [record] = await t.db
      .select()
      .from(itemVerifications)
      .where(eq(itemVerifications.handleId, items[0]!.id));
    expect(record).toMatchObject({ method: 'steam', lastOutcome: 'found', misses: 0, nextCheckAt: null });
  });
});

describe('the sign-ins a status offers', () => {
  const configured = suiteApp(
    { publicUrl: PUBLIC_URL, githubClientId: 'gh-id', githubClientSecret: 'gh-secret' },
    { checkProof: checker.check },
  );

  it('lists an OAuth sign-in only where the operator set its client id and secret', async () => {
    const { user, token } = await createUserWithSession(configured);
    const [github, xbox] = await addItemsFor(configured, user.id, [
      ['github', 'ada'],
      ['xbox', 'Ada'],
    ]);
    const status = async (id: number) =>
      (
        await configured.inject({
          method: 'GET',
          url: `/api/verification/${id}`,
          headers: { 'user-token': token },
        })
      ).json() as VerificationStatus;
    expect((await status(github!.id)).signIns).toEqual(['github-oauth']);
    // Discord's connections would confirm an Xbox account, but Discord is not set up here.
    expect((await status(xbox!.id)).signIns).toEqual([]);
  });
});
