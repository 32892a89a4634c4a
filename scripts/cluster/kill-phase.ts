import { socialAccountsResponse } from '@handlehub/shared';
import autocannon from 'autocannon';
import type { Account } from '../resilience/accounts.js';
import { answersStayWithTheirRequests } from '../resilience/autocannon-clients.js';
import { jsonAs, markedFeedback } from '../resilience/writer.js';

/** autocannon's per-connection request iterator (lib/requestIterator.js), not in its type definitions. */
type Iterator = { initialContext: Context; resetContext(): void };

/** Per connection: its own account (so its handle saves are ordered) and what it has in flight. */
type Context = { account?: number; seq?: number; marker?: string };

/** The Instagram handle a handle save's answer (the API contract's) says is stored, if the body is one. */
function savedInstagram(body: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const answer = socialAccountsResponse.safeParse(json);
  return answer.data?.userAccount.accounts.find((account) => account.fieldname === 'instagram')
    ?.accountUsername;
}

export interface KillLoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  gets: number;
  /** GETs answered other than 2xx, with when (ms since the start) and the status. */
  failedGets: Array<{ at: number; status: number; path: string }>;
  /** Connection errors and timeouts seen by the load client (method unknown). */
  errors: number;
  timeouts: number;
  writes: number;
  writesRefused: Map<number, number>;
  /** Feedback markers answered 2xx. */
  feedbackAcknowledged: string[];
  /** Per account index: the highest handle-save sequence answered 2xx, and the highest sent. */
  savesAcknowledged: Map<number, number>;
  savesSent: Map<number, number>;
  saveCount: number;
}

/**
 * 50 connections through nginx for `seconds`: per cycle a profile JSON, a profile page, the home feed, the
 * signed-in handles (never cached), a handle save and a feedback write. `during` runs alongside (the kill).
 */
export async function runKillLoad(
  edge: string,
  accounts: Account[],
  options: { connections: number; seconds: number; runId: string },
  during: (started: number) => Promise<void>,
): Promise<KillLoadResult> {
  const started = Date.now();
  let nextConnection = 0;
  let markerSeq = 0;
  const seqs = new Map<number, number>();
  const result: Omit<KillLoadResult, 'requests' | 'rps' | 'p50' | 'p99' | 'errors' | 'timeouts'> = {
    gets: 0,
    failedGets: [],
    writes: 0,
    writesRefused: new Map(),
    feedbackAcknowledged: [],
    savesAcknowledged: new Map(),
    savesSent: new Map(),
    saveCount: 0,
  };
  const accountOf = (context: Context): number => context.account ?? 0;
  const pickUser = () => accounts[Math.floor(Math.random() * accounts.length)]!.username;
  const get = (path: () => string, headers?: (c: Context) => Record<string, string>) => ({
    method: 'GET' as const,
    setupRequest: (req: autocannon.Request, context: Context) => {
      const p = path();
      (context as Context & { path?: string }).path = p;
      return { ...req, path: p, headers: { 'accept-encoding': 'br, gzip', ...(headers?.(context) ?? {}) } };
    },
    onResponse: (status: number, _body: string, context: Context) => {
      result.gets++;
      if (status < 200 || status > 299) {
        const path = (context as Context & { path?: string }).path ?? '?';
        result.failedGets.push({ at: Date.now() - started, status, path });
      }
    },
  });
  const wrote = (status: number) => {
    result.writes++;
    if (status < 200 || status > 299)
      result.writesRefused.set(status, (result.writesRefused.get(status) ?? 0) + 1);
  };

  const load = autocannon({
    url: edge,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    // autocannon starts each cycle of `requests` with a copy of the client's initial context: the account is
    // set there, once per connection, so a connection (one request at a time) is its account's only writer.
    setupClient: (client) => {
      const iterator = (client as unknown as { requestIterator: Iterator }).requestIterator;
      iterator.initialContext = { account: nextConnection++ % accounts.length };
      iterator.resetContext();
      answersStayWithTheirRequests(client);
    },
    requests: [
      get(() => `/api/user/${pickUser()}`),
      get(() => `/user/${pickUser()}`),
      get(() => '/api/home/?page=1'),
      get(
        () => '/api/social/getsocialaccount',
        (c) => ({ 'user-token': accounts[accountOf(c)]!.token }),
      ),
      {
        method: 'POST',
        setupRequest: (req, context: Context) => {
          const index = accountOf(context);
          const seq = (seqs.get(index) ?? 0) + 1;
          seqs.set(index, seq);
          context.seq = seq;
          result.savesSent.set(index, seq);
          return {
            ...req,
            path: '/api/social/updatesocialaccount',
            headers: jsonAs(accounts[index]!),
            body: JSON.stringify({ instagram: `ig${seq}` }),
          };
        },
        onResponse: (status, body, context: Context) => {
          wrote(status);
          // Acknowledged: a success whose answer holds this very save (the handle as the server now has it).
          if (
            status >= 200 &&
            status < 300 &&
            context.account !== undefined &&
            context.seq !== undefined &&
            savedInstagram(body) === `ig${context.seq}`
          ) {
            result.saveCount++;
            const known = result.savesAcknowledged.get(context.account) ?? 0;
            result.savesAcknowledged.set(context.account, Math.max(known, context.seq));
          }
        },
      },
      markedFeedback(
        () => `${options.runId}-kill-${markerSeq++}`,
        (context: Context) => accounts[accountOf(context)]!,
        (status, marker) => {
          wrote(status);
          if (status >= 200 && status < 300 && marker) result.feedbackAcknowledged.push(marker);
        },
      ),
    ],
  });
  const [summary] = await Promise.all([load, during(started)]);
  return {
    ...result,
    requests: summary.requests.total,
    rps: Math.round(summary.requests.average),
    p50: summary.latency.p50,
    p99: summary.latency.p99,
    errors: summary.errors,
    timeouts: summary.timeouts,
  };
}
