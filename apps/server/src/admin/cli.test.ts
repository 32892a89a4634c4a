import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@handlehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItemsFor, createUserWithSession, postFeedback } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { feedback, moderationLog, users } from '../db/schema.js';
import { adminTokenFile } from './admin-token.js';
import { runAdmin, USAGE } from './commands.js';

const TOKEN = 'cli-test-admin-token-0123456789abcdefghij';
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ adminToken: TOKEN, rateLimits: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  url = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t.close());

/** Runs one CLI command against the test server through real HTTP; the output as the terminal shows it. */
async function cli(
  argv: string[],
  env: Record<string, string | undefined> = { ADMIN_URL: url, ADMIN_TOKEN: TOKEN },
) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, {
    env,
    fetch: globalThis.fetch,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    actor: 'cli-tester',
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('npm run admin: commands', () => {
  it('help prints the usage and exits 0', async () => {
    const res = await cli(['help']);
    expect(res).toEqual({ code: 0, out: USAGE, err: '' });
    for (const command of [
      'block',
      'unblock',
      'grant-shop',
      'revoke-shop',
      'feedback',
      'reports',
      'resolve',
      'counts',
    ]) {
      expect(USAGE).toContain(`  ${command}`);
    }
  });

  it.each<[string, string[], string]>([
    ['no command', [], 'No command given'],
    ['an unknown command', ['delete-everything'], 'Unknown command: delete-everything'],
    ['block without a username', ['block'], 'block needs exactly one username'],
    ['block with two usernames', ['block', 'a', 'b'], 'block needs exactly one username'],
    ['feedback --limit without a number', ['feedback', '--limit'], '--limit needs a value'],
    ['feedback --limit abc', ['feedback', '--limit', 'abc'], '--limit needs a whole number'],
    ['reports with a stray argument', ['reports', 'open'], 'reports takes no arguments'],
    ['resolve without an id', ['resolve', '--note', 'x'], 'resolve needs exactly one report id'],
    ['counts with an argument', ['counts', 'now'], 'counts takes no arguments'],
  ])('%s → exit 2 with the reason and the usage', async (_name, argv, message) => {
    const res = await cli(argv);
    expect(res.code).toBe(2);
    expect(res.err).toContain(`Error: ${message}`);
    expect(res.err).toContain('Usage: npm run admin');
    expect(res.out).toBe('');
  });

  it('block and unblock change the user and say so', async () => {
    const { user } = await createUserWithSession(t);
    const blocked = await cli(['block', `@${user.username}`]);
    expect(blocked).toEqual({
      code: 0,
      out: `${MESSAGES.userBlocked}: @${user.username}\n@${user.username}  blocked: yes  shop owner: no`,
      err: '',
    });
    expect((await userRow(user.id)).isBlocked).toBe(true);
    const log = await t.db.select().from(moderationLog).where(eq(moderationLog.target, user.id));
    expect(log.map((r) => [r.actor, r.action])).toEqual([['cli-tester', 'block']]);

    const unblocked = await cli(['unblock', user.username]);
    expect(unblocked.code).toBe(0);
    expect(unblocked.out).toContain(`${MESSAGES.userUnblocked}: @${user.username}`);
    expect((await userRow(user.id)).isBlocked).toBe(false);
  });

  it('grant-shop and revoke-shop', async () => {
    const { user } = await createUserWithSession(t);
    const granted = await cli(['grant-shop', user.username]);
    expect(granted.out).toContain('shop owner: yes');
    expect((await userRow(user.id)).isShopOwner).toBe(true);
    const revoked = await cli(['revoke-shop', user.username]);
    expect(revoked.out).toContain('shop owner: no');
    expect((await userRow(user.id)).isShopOwner).toBe(false);
  });

  it("an unknown user → exit 1 with the server's message", async () => {
    const res = await cli(['block', 'nobody.at.all']);
    expect(res).toEqual({ code: 1, out: '', err: `Error: ${MESSAGES.userNotFound} (HTTP 404)` });
  });

  it('feedback prints a table, newest first, one line per feedback; --limit', async () => {
    const { user, token } = await createUserWithSession(t);
    for (const text of ['First thought', 'Second\nthought   here']) {
      expect((await postFeedback(t, token, text)).statusCode).toBe(200);
    }
    const res = await cli(['feedback', '--limit', '2']);
    expect(res.code).toBe(0);
    const lines = res.out.split('\n');
    expect(lines[0]).toMatch(/^Sent\s+From\s+Feedback$/);
    expect(lines[1]).toMatch(/^-+ {2}-+ {2}-+$/);
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d  @${user.username}  Second thought here$`),
    );
    expect(lines[3]).toContain('First thought');
  });

  it('feedback reaches the terminal without escape sequences or direction overrides', async () => {
    const { user, token } = await createUserWithSession(t);
    const hostile = 'Nice\u001b]52;c;cHduZWQ=\u0007 app\u001b[2J \u202eevil\u202c end';
    const sent = await postFeedback(t, token, hostile);
    // The API refuses such text now (probe L3); rows stored before that rule still reach the terminal.
    expect(sent.statusCode).toBe(400);
    await t.db.insert(feedback).values({ userId: user.id, text: hostile });
    const res = await cli(['feedback', '--limit', '1']);
    expect(res.code).toBe(0);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
    expect(res.out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(res.out).toContain('Nice]52;c;cHduZWQ= app[2J evil end');
  });

  it('feedback --limit 0 → exit 1 with the server message', async () => {
    const res = await cli(['feedback', '--limit', '0']);
    expect(res).toEqual({ code: 1, out: '', err: `Error: ${MESSAGES.adminLimitInvalid} (HTTP 400)` });
  });

  it('reports lists the open queue; resolve --note closes one; reports --all shows it resolved', async () => {
    const { user } = await createUserWithSession(t);
    const filed = await t.inject({
      method: 'POST',
      url: '/api/report',
      payload: { username: user.username, reason: 'impersonation', note: 'Uses my\nname' },
    });
    expect(filed.statusCode).toBe(201);

    const open = await cli(['reports']);
    expect(open.code).toBe(0);
    expect(open.out.split('\n')[0]).toMatch(/^ID\s+Reported\s+User\s+Reason\s+Note$/);
    const line = open.out.split('\n').find((l) => l.includes(`@${user.username}`))!;
    expect(line).toContain('Pretends to be someone else');
    expect(line).toMatch(/Uses my name$/);
    const id = line.split(' ')[0]!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const resolved = await cli(['resolve', id, '--note', 'Asked them to rename']);
    expect(resolved).toEqual({
      code: 0,
      out: `${MESSAGES.reportResolved}: ${id} (@${user.username}, Pretends to be someone else)\nResolution: Asked them to rename`,
      err: '',
    });
    expect((await cli(['reports'])).out).not.toContain(id);
    const all = await cli(['reports', '--all']);
    expect(all.out.split('\n')[0]).toMatch(/^ID\s+Reported\s+User\s+Reason\s+Resolved\s+Resolution\s+Note$/);
    expect(all.out.split('\n').find((l) => l.startsWith(id))).toContain('Asked them to rename');

    // A report of one item ("This handle is not theirs") names it, with its level, under the table.
    const [item] = await addItemsFor(t, user.id, [['github', 'ada']]);
    const one = await t.inject({
      method: 'POST',
      url: '/api/report',
      payload: { username: user.username, reason: 'not_theirs', itemId: item!.id },
    });
    expect(one.statusCode).toBe(201);
    const withItem = await cli(['reports']);
    expect(withItem.out).toContain('This handle is not theirs');
    expect(withItem.out).toMatch(
      new RegExp(`\\nReported items:\\n[0-9a-f-]{36}: item ${item!.id} github ada, self-claimed\\n`),
    );

    const again = await cli(['resolve', id]);
    expect(again).toEqual({ code: 1, out: '', err: `Error: ${MESSAGES.reportAlreadyResolved} (HTTP 409)` });
    const malformed = await cli(['resolve', 'abc']);
    expect(malformed.err).toBe(`Error: ${MESSAGES.reportIdInvalid} (HTTP 400)`);
  });

  it('counts prints every number as a two-column table', async () => {
    const res = await cli(['counts']);
    expect(res.code).toBe(0);
    const lines = res.out.split('\n');
    expect(lines[0]).toMatch(/^What\s+Count$/);
    const labels = lines.slice(2).map((l) => l.replace(/\s+\d+$/, ''));
    expect(labels).toEqual([
      'Users',
      'Blocked users',
      'Locked users',
      'Shop owners',
      'Handles',
      'Products',
      'Feedback',
      'Open reports',
      'Resolved reports',
    ]);
    const usersNow = (await t.db.select({ id: users.id }).from(users)).length;
    expect(lines[2]).toMatch(new RegExp(`^Users\\s+${usersNow}$`));
  });
});

describe('npm run admin: connection and token', () => {
  it('a wrong token → exit 1 with the server message', async () => {
    const res = await cli(['counts'], { ADMIN_URL: url, ADMIN_TOKEN: 'not-the-token' });
    expect(res).toEqual({ code: 1, out: '', err: `Error: ${MESSAGES.adminTokenInvalid} (HTTP 403)` });
  });

  it('reads the token the server wrote to DATA_DIR/admin-token when ADMIN_TOKEN is unset', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hh-cli-'));
    writeFileSync(adminTokenFile(dataDir), `${TOKEN}\n`, { mode: 0o600 });
    const res = await cli(['counts'], { ADMIN_URL: url, DATA_DIR: dataDir });
    expect(res.code).toBe(0);
  });

  it('no token anywhere → exit 1 saying where it looked', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hh-cli-empty-'));
    const res = await cli(['counts'], { ADMIN_URL: url, DATA_DIR: dataDir });
    expect(res.code).toBe(1);
    expect(res.err).toBe(
      `Error: No admin token: set ADMIN_TOKEN, or start the server on the embedded database, which writes ${dataDir}/admin-token`,
    );
  });

  it('a server that is not running → exit 1 naming the address', async () => {
    const res = await cli(['counts'], { PORT: '9', ADMIN_TOKEN: TOKEN });
    expect(res.code).toBe(1);
    expect(res.err).toMatch(
      /^Error: Cannot reach the HandleHub server at http:\/\/127\.0\.0\.1:9 \(.+\): is it running\?$/,
    );
  });
});

describe('npm run admin: the real command line', () => {
  const run = (args: string[], env: Record<string, string>) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
      execFile(
        join(ROOT, 'node_modules/.bin/tsx'),
        ['apps/server/src/admin/cli.ts', ...args],
        { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 60_000 },
        (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  it('runs from the repository root and exits 0 on success, 1 on refusal', async () => {
    const ok = await run(['counts'], { ADMIN_URL: url, ADMIN_TOKEN: TOKEN });
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^What\s+Count\n/);
    const refused = await run(['block', 'nobody.at.all'], { ADMIN_URL: url, ADMIN_TOKEN: TOKEN });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(`Error: ${MESSAGES.userNotFound} (HTTP 404)`);
    const usage = await run([], { ADMIN_URL: url, ADMIN_TOKEN: TOKEN });
    expect(usage.code).toBe(2);
  }, 60_000);
});
