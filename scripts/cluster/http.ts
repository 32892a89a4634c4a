import type { Account } from '../resilience/accounts.js';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether `/api/user/{username}` at `base` says the profile is locked (with the X-Cache-Status seen). */
export async function lockedAt(base: string, username: string): Promise<{ locked: boolean; cache: string }> {
  const response = await fetch(`${base}/api/user/${username}`);
  const body = (await response.json()) as { user: Array<{ isLocked?: boolean }> };
  return { locked: body.user[0]?.isLocked === true, cache: response.headers.get('x-cache-status') ?? '-' };
}

/** POST /api/profile/changestatus {isLocked}; throws unless 200. */
export async function setLocked(base: string, account: Account, locked: boolean): Promise<void> {
  const response = await fetch(`${base}/api/profile/changestatus`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-token': account.token },
    body: JSON.stringify({ fieldname: 'isLocked', status: locked }),
  });
  if (response.status !== 200) throw new Error(`changestatus: ${response.status} ${await response.text()}`);
}

/** Polls `base` until the profile shows `locked`; returns the milliseconds since `since`, or null past `limitMs`. */
export async function waitForLock(
  base: string,
  username: string,
  since: number,
  limitMs: number,
): Promise<number | null> {
  for (;;) {
    const { locked } = await lockedAt(base, username);
    const elapsed = Date.now() - since;
    if (locked) return elapsed;
    if (elapsed > limitMs) return null;
    await sleep(5);
  }
}
