import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Account, signUpAccounts } from '../resilience/accounts.js';
import { setLocked, sleep } from './http.js';
import type { Report } from './phases.js';

/** One GET as a given client sends it, the body decoded by its Content-Encoding. */
async function read(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; cache: string; body: string }> {
  const { status, cache, encoding, raw } = await new Promise<{
    status: number;
    cache: string;
    encoding: string;
    raw: Buffer;
  }>((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          cache: String(response.headers['x-cache-status'] ?? '-'),
          encoding: String(response.headers['content-encoding'] ?? ''),
          raw: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
  const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return { status, cache, body: decoded.toString('utf8') };
}

/**
 * The clients nginx keeps apart: every compression its key names (a browser's brotli, an older client's
 * gzip, none) for an ordinary browser and for Instagram's in-app browser (the profile page differs there).
 */
const CLIENTS: { name: string; headers: Record<string, string> }[] = [];
for (const [browser, userAgent] of [
  [
    'web',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  ],
  [
    'instagram',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0.0.0',
  ],
] as const) {
  for (const encoding of ['br', 'gzip', 'identity'] as const) {
    CLIENTS.push({
      name: `${browser}/${encoding}`,
      headers: {
        'user-agent': userAgent,
        ...(encoding === 'identity' ? {} : { 'accept-encoding': encoding }),
      },
    });
  }
}

async function postAs(base: string, path: string, account: Account, body: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-token': account.token },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Adds a TikTok item with `value` (a marker no other text of the page contains); its id. */
async function addItem(base: string, account: Account, value: string): Promise<number> {
  const { items } = (await postAs(base, '/api/handles/add', account, { platform: 'tiktok', value })) as {
    items: { id: number; value: string }[];
  };
  const item = items.find((i) => i.value === value);
  if (!item) throw new Error(`item ${value} not in the answer to its adding`);
  return item.id;
}

interface Scenario {
  name: string;
  account: Account;
  /** Markers each read must contain, and must not, before the change and after it. */
  before: { shown: string[]; gone: string[] };
  after: { shown: string[]; gone: string[] };
  change(): Promise<void>;
}

/** What `body` gets wrong against `expected`: markers missing that must show, present that must be gone. */
function wrongIn(body: string, expected: { shown: string[]; gone: string[] }): string[] {
  return [
    ...expected.shown.filter((m) => !body.includes(m)).map((m) => `${m} missing`),
    ...expected.gone.filter((m) => body.includes(m)).map((m) => `${m} still shown`),
  ];
}

/**
 * (g) A change shows through nginx even when the page was left unread: four profiles are read through
 * nginx in every cache variant (the JSON and the page; brotli, gzip, none; an ordinary and an in-app
 * browser), left unread for `idleMs` (longer than the micro-cache keeps an answer), changed through A
 * (a lock; an item hidden; one deleted; one added), and read through nginx twice per variant after
 * `settleMs` (the change reaching B): the first read after the change, and the next, must show it. A cache
 * that answers an expired entry while it refreshes it serves each variant's first visitor the page as it
 * was before the change, however long ago that was.
 */
export async function changesShowAfterIdle(options: {
  edge: string;
  directA: string;
  runId: string;
  idleMs: number;
  settleMs: number;
  limitMs: number;
}): Promise<Report> {
  const { edge, directA: a, runId } = options;
  const [locking, hiding, deleting, adding] = (await signUpAccounts(a, 4, `${runId}s`)) as [
    Account,
    Account,
    Account,
    Account,
  ];
  const keep = (n: number) => `keep${runId}x${n}`;
  const [hidden, deleted, added] = [`hide${runId}x1`, `drop${runId}x2`, `new${runId}x3`];
  await addItem(a, locking, keep(0));
  await addItem(a, hiding, keep(1));
  const hiddenId = await addItem(a, hiding, hidden);
  await addItem(a, deleting, keep(2));
  const deletedId = await addItem(a, deleting, deleted);
  await addItem(a, adding, keep(3));
  const scenarios: Scenario[] = [
    {
      name: 'lock',
      account: locking,
      before: { shown: [keep(0)], gone: [] },
      after: { shown: [], gone: [keep(0)] },
      change: () => setLocked(a, locking, true),
    },
    {
      name: 'hide an item',
      account: hiding,
      before: { shown: [keep(1), hidden], gone: [] },
      after: { shown: [keep(1)], gone: [hidden] },
      change: async () => {
        await postAs(a, '/api/handles/edit', hiding, { id: hiddenId, visible: false });
      },
    },
    {
      name: 'delete an item',
      account: deleting,
      before: { shown: [keep(2), deleted], gone: [] },
      after: { shown: [keep(2)], gone: [deleted] },
      change: async () => {
        await postAs(a, '/api/handles/delete', deleting, { id: deletedId });
      },
    },
    {
      name: 'add an item',
      account: adding,
      before: { shown: [keep(3)], gone: [added] },
      after: { shown: [keep(3), added], gone: [] },
      change: async () => {
        await addItem(a, adding, added);
      },
    },
  ];
  const pathsOf = (s: Scenario) => [`/api/user/${s.account.username}`, `/user/${s.account.username}`];
  const problems: string[] = [];

  // Every variant stored, and showing the profile as it is before the change.
  for (const scenario of scenarios) {
    for (const path of pathsOf(scenario)) {
      for (const client of CLIENTS) {
        const { status, body } = await read(`${edge}${path}`, client.headers);
        const wrong = status === 200 ? wrongIn(body, scenario.before) : [`status ${status}`];
        if (wrong.length > 0) problems.push(`${scenario.name}, before, ${path} ${client.name}: ${wrong}`);
      }
    }
  }
  await sleep(options.idleMs);
  const changedAt = new Map<Scenario, number>();
  for (const scenario of scenarios) {
    await scenario.change();
    changedAt.set(scenario, Date.now());
  }
  await sleep(options.settleMs);

  const statuses = new Map<string, number>();
  let latest = 0;
  let reads = 0;
  /** Per change, each read that showed the profile as it was before it. */
  const wrongReads = new Map<Scenario, string[]>();
  // Each variant is its own cache entry: all are read at once, so the last read is as close to its change
  // as the first; within a variant, the first read after the change and then the next.
  const variants = scenarios.flatMap((scenario) =>
    pathsOf(scenario).flatMap((path) => CLIENTS.map((client) => ({ scenario, path, client }))),
  );
  await Promise.all(
    variants.map(async ({ scenario, path, client }) => {
      for (const which of ['first', 'second']) {
        // When the first read leaves: its answer must show what was true then.
        if (which === 'first') latest = Math.max(latest, Date.now() - changedAt.get(scenario)!);
        const { status, cache, body } = await read(`${edge}${path}`, client.headers);
        reads++;
        statuses.set(cache, (statuses.get(cache) ?? 0) + 1);
        const wrong = status === 200 ? wrongIn(body, scenario.after) : [`status ${status}`];
        if (wrong.length > 0) {
          const list = wrongReads.get(scenario) ?? [];
          wrongReads.set(scenario, list);
          list.push(`${which} read of ${path} ${client.name} (${cache}): ${wrong.join(', ')}`);
        }
      }
    }),
  );
  if (latest > options.limitMs) {
    problems.push(
      `first reads sent up to ${latest} ms after their change, past the ${options.limitMs} ms checked`,
    );
  }
  const perScenario = (reads / scenarios.length).toFixed(0);
  for (const [scenario, list] of wrongReads) {
    problems.push(
      `${scenario.name}: ${list.length} of ${perScenario} reads as before the change, e.g. ${list.slice(0, 3).join('; ')}`,
    );
  }
  const stale = [...wrongReads.values()].reduce((sum, list) => sum + list.length, 0);
  return {
    lines: [
      `edge cache after idle: ${scenarios.length} profiles × 2 addresses × ${CLIENTS.length} clients read, left unread ${options.idleMs} ms, changed (${scenarios.map((s) => s.name).join('; ')}), read again twice per variant, the first sent ${options.settleMs}–${latest} ms after the change: ${stale} of ${reads} reads showed the profile as it was before (nginx: ${[...statuses].map(([k, v]) => `${k} ${v}`).join(', ')})`,
    ],
    problems,
  };
}
