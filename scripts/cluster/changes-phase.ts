import pg from 'pg';
import type { Account } from '../resilience/accounts.js';
import { signUpAccounts } from '../resilience/accounts.js';
import { sleep } from './http.js';
import type { Report } from './phases.js';

/** Polls `seen` at B until true; the milliseconds since the change, or null past `limitMs`. */
async function untilSeen(
  seen: () => Promise<boolean>,
  since: number,
  limitMs: number,
): Promise<number | null> {
  for (;;) {
    if (await seen()) return Date.now() - since;
    if (Date.now() - since > limitMs) return null;
    await sleep(5);
  }
}

const json = async (url: string, token?: string) => {
  const response = await fetch(url, token ? { headers: { 'user-token': token } } : {});
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const usernamesIn = (body: Record<string, unknown>) =>
  ((body.users as { username: string }[] | undefined) ?? []).map((card) => card.username);

async function post(base: string, path: string, account: Account, body: unknown): Promise<void> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-token': account.token },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

async function rename(base: string, account: Account, username: string): Promise<void> {
  const form = new FormData();
  form.set('name', 'Renamed Person');
  form.set('username', username);
  form.set('gender', 'female');
  const response = await fetch(`${base}/api/profile/updateprofile`, {
    method: 'POST',
    headers: { 'user-token': account.token },
    body: form,
  });
  if (response.status !== 200) throw new Error(`updateprofile: ${response.status} ${await response.text()}`);
}

/**
 * (b, continued) Every other kind of change made through A, each by a fresh person, seen through B: hidden
 * from Home, hidden from search, a rename, a block (written in SQL, as an operator would), a lock's QR code
 * and per-handle page, "log out everywhere" and a deleted account. B has read each one before the change,
 * so what it shows afterwards comes from the change reaching it, not from a first read.
 */
export async function changesSeenAcross(
  a: string,
  b: string,
  databaseUrl: string,
  runId: string,
  limitMs: number,
): Promise<Report> {
  const people = await signUpAccounts(a, 7, `${runId}c`);
  const [home, search, renamed, blocked, locked, loggedOut, deleted] = people as [
    Account,
    Account,
    Account,
    Account,
    Account,
    Account,
    Account,
  ];
  for (const person of people) {
    await post(a, '/api/social/updatesocialaccount', person, { instagram: `${person.username}.gram` });
  }
  const onHome = async (username: string) =>
    usernamesIn((await json(`${b}/api/home/?page=1`)).body).includes(username);
  const inSearch = async (username: string) =>
    usernamesIn((await json(`${b}/api/search/?q=${username}`)).body).includes(username);
  const profileAt = async (username: string) =>
    ((await json(`${b}/api/user/${username}`)).body.user as unknown[]).length > 0;
  const signedIn = async (account: Account) =>
    (await json(`${b}/api/profile/getuser`, account.token)).status === 200;
  const qrStatus = async (username: string) => (await fetch(`${b}/api/qr/${username}/instagram.svg`)).status;

  const cases: [string, () => Promise<void>, () => Promise<boolean>, () => Promise<boolean>][] = [
    [
      'hidden from Home',
      () => post(a, '/api/profile/changestatus', home, { fieldname: 'isPublic', status: false }),
      () => onHome(home.username),
      async () => !(await onHome(home.username)),
    ],
    [
      'hidden from search',
      () => post(a, '/api/profile/changestatus', search, { fieldname: 'isSearchable', status: false }),
      () => inSearch(search.username),
      async () => !(await inSearch(search.username)),
    ],
    [
      'renamed',
      () => rename(a, renamed, `${renamed.username}x`),
      () => profileAt(renamed.username),
      async () => !(await profileAt(renamed.username)) && (await profileAt(`${renamed.username}x`)),
    ],
    [
      'blocked (SQL)',
      async () => {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          await client.query('update users set is_blocked = true where username = $1', [blocked.username]);
        } finally {
          await client.end();
        }
      },
      () => profileAt(blocked.username),
      async () => !(await profileAt(blocked.username)),
    ],
    [
      "locked: the handle's QR code",
      () => post(a, '/api/profile/changestatus', locked, { fieldname: 'isLocked', status: true }),
      async () => (await qrStatus(locked.username)) === 200,
      async () => (await qrStatus(locked.username)) === 404,
    ],
    [
      'logged out everywhere',
      () => post(a, '/api/auth/logoutall', loggedOut, {}),
      () => signedIn(loggedOut),
      async () => !(await signedIn(loggedOut)),
    ],
    [
      'account deleted',
      () => post(a, '/api/profile/deleteaccount', deleted, {}),
      async () => (await signedIn(deleted)) && (await profileAt(deleted.username)),
      async () => !(await signedIn(deleted)) && !(await profileAt(deleted.username)),
    ],
  ];
  const lines: string[] = [];
  const problems: string[] = [];
  let worst = 0;
  for (const [name, change, before, after] of cases) {
    // B learns of a newcomer by the same notifications: it must show them before the change is made.
    if ((await untilSeen(before, Date.now(), 5_000)) === null)
      problems.push(`${name}: B did not show the person before the change`);
    const since = Date.now();
    await change();
    const ms = await untilSeen(after, since, 5_000);
    if (ms === null) problems.push(`${name}: not seen through B within 5 s`);
    else {
      worst = Math.max(worst, ms);
      lines.push(`  ${name}: seen through B after ${ms} ms`);
    }
  }
  if (worst > limitMs) problems.push(`a change took ${worst} ms to show through B (limit ${limitMs})`);
  return {
    lines: [`changes through A seen through B (worst ${worst} ms, limit ${limitMs}):`, ...lines],
    problems,
  };
}
