import { type GameField, HANDLE_FIELDS, type HandleField, isGameField } from '@handlehub/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSession } from '../src/core/sessions.queries.js';
import { rawRows } from '../src/db/client.js';
import { feedback, handles, heldUsernames, sessions, users } from '../src/db/schema.js';
import { createUserWithSession, postHandles, postProfileForm, signUp } from './factories.js';
import { png } from './photo-fixtures.js';
import { suiteApp } from './test-app.js';

/**
 * Requests that race each other on one account. On PostgreSQL they really run at once (a pool of
 * connections); on PGlite transactions queue, which must give the same outcome.
 */
const t = suiteApp();

const ROUNDS = 6;

/** A well-formed ID of a game that differs from round to round. */
function gameId(field: GameField, round: number): string {
  const n = String(round).padStart(2, '0');
  const ids: Record<GameField, string> = {
    cod: `Racer${n}#1234567`,
    coc: `#2PP0JC${'0289PYLQGRJCUV'[round % 14]}Q`,
    pokemongo: `1234567890${n}`,
    pubg: `51234567${n}`,
    fortnite: `Racer${n}`,
    minecraft: `Racer_${n}`,
    freefire: `1234567${n}`,
  };
  return ids[field];
}
const withToken = (token: string) => ({ 'user-token': token });

// Races count every answer, refusals included: the raw posts, not the factories that insist on success.
const updateProfile = (token: string, fields: Record<string, string>, photo?: Buffer) =>
  postProfileForm(
    t,
    token,
    fields,
    photo ? { filename: 'me.png', type: 'image/png', bytes: photo } : undefined,
  );

const saveHandles = (token: string, payload: Partial<Record<HandleField, string>>) =>
  postHandles(t, token, payload);

const post = (token: string, url: string, payload?: object) =>
  t.inject({ method: 'POST', url, headers: withToken(token), ...(payload ? { payload } : {}) });

function expectNo5xx(responses: LightMyRequestResponse[]): void {
  const failed = responses.filter((r) => r.statusCode >= 500).map((r) => `${r.statusCode} ${r.body}`);
  expect(failed).toEqual([]);
}

/** Photos no user or product points at: what a half-done update or deletion would leave behind. */
const orphanMedia = () =>
  rawRows<{ id: string }>(
    t.db,
    sql`select distinct m.id from media m
        where not exists (select 1 from users u where u.photo_id = m.id)
          and not exists (select 1 from products p where p.photo_id = m.id)`,
  );

describe('profile changes racing account deletion', () => {
  it('leave either the whole account or nothing of it, and never a 5xx', async () => {
    const photo = await png(64, 64);
    for (let round = 0; round < ROUNDS; round++) {
      const { user, token } = await createUserWithSession(t);
      const other = await createSession(t.db, user.id);
      await saveHandles(token, { instagram: 'before' });
      const marker = `race-feedback-${round}-${user.id}`;
      const responses = await Promise.all([
        updateProfile(
          other,
          { name: 'Racing Person', username: `r${round}${user.username}`, gender: 'male' },
          photo,
        ),
        saveHandles(other, { instagram: `after${round}`, twitter: 'racer' }),
        post(other, '/api/profile/changestatus', { fieldname: 'isPublic', status: false }),
        post(other, '/api/others/submitfeedback', { feedback: marker }),
        post(token, '/api/profile/deleteaccount'),
      ]);
      expectNo5xx(responses);
      expect(responses.at(-1)?.statusCode).toBe(200);

      expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
      expect(await t.db.select().from(handles).where(eq(handles.userId, user.id))).toEqual([]);
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
      expect(await orphanMedia()).toEqual([]);
      // Feedback acknowledged before the deletion is kept, unlinked from the person.
      const kept = await t.db.select().from(feedback).where(eq(feedback.text, marker));
      expect(kept.length).toBe(responses[3]?.statusCode === 200 ? 1 : 0);
      for (const row of kept) expect(row.userId).toBeNull();
      // Whichever username the account had last is held, so no stranger can take it.
      const updated = responses[0]?.statusCode === 200;
      const finalName = updated ? `r${round}${user.username}` : user.username;
      const held = await t.db.select().from(heldUsernames).where(eq(heldUsernames.username, finalName));
      expect(held).toHaveLength(1);
    }
  });
});

describe('two sessions editing handles at once', () => {
  it('the stored handles are exactly one acknowledged save, never a mix or nothing', async () => {
    const { user, token } = await createUserWithSession(t);
    const second = await createSession(t.db, user.id);
    for (let round = 0; round < ROUNDS; round++) {
      // Every value is already in its stored form (game IDs in their game's format).
      const a = Object.fromEntries(
        HANDLE_FIELDS.map((f) => [f, isGameField(f) ? gameId(f, round) : `a${round}${f}`]),
      );
      const b = { instagram: `b${round}`, fortnite: `b${round}fn` };
      const responses = await Promise.all([saveHandles(token, a), saveHandles(second, b)]);
      expectNo5xx(responses);
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
      const rows = await t.db.select().from(handles).where(eq(handles.userId, user.id));
      const stored = Object.fromEntries(rows.map((r) => [r.fieldname, r.handle]));
      expect([a, b]).toContainEqual(stored);
    }
  });
});

describe('one username claimed by several people at once', () => {
  it('exactly one wins, the rest get 409 and keep their old names', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const people = await Promise.all([1, 2, 3].map(() => createUserWithSession(t)));
      const wanted = `claim${round}${people[0]!.user.username}`;
      const responses = await Promise.all([
        ...people.map(({ token }) =>
          updateProfile(token, { name: 'Claimer', username: wanted, gender: 'female' }),
        ),
        signUp(t, {
          email: `claimer-${round}-${wanted}@handlehub.test`,
          name: 'New Claimer',
          username: wanted,
          gender: 'male',
        }),
      ]);
      expectNo5xx(responses);
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(statuses.length - 1);

      const owners = await t.db.select().from(users).where(eq(users.username, wanted));
      expect(owners).toHaveLength(1);
      const ids = people.map((p) => p.user.id);
      const rows = await t.db.select().from(users).where(inArray(users.id, ids));
      for (const person of people) {
        const row = rows.find((r) => r.id === person.user.id)!;
        const won = row.username === wanted;
        if (!won) expect(row.username).toBe(person.user.username);
        // Only the winner gave up a name; a refused change holds nothing.
        const held = await t.db
          .select()
          .from(heldUsernames)
          .where(eq(heldUsernames.username, person.user.username));
        expect(held).toHaveLength(won ? 1 : 0);
      }
    }
  });
});
