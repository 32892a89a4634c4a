import type autocannon from 'autocannon';
import type { Account } from './accounts.js';

/** One feedback write and how it ended; `marker` is its unique text. */
export interface WriteResult {
  marker: string;
  startedAt: number;
  ms: number;
  status: number | null;
  /** `{error}` text of a refusal, or the network error code when there was no answer. */
  error?: string;
}

const HANG_MS = 10_000;

/** The headers of a JSON write as `account`. */
export const jsonAs = (account: Account) => ({
  'content-type': 'application/json',
  'user-token': account.token,
});

/**
 * An autocannon request that sends feedback as the account `accountOf` picks, its text a marker unique to
 * the request (`nextMarker`): `onAnswer` hears the status and the marker, as an acknowledged marker must be
 * a stored row.
 */
export function markedFeedback<C extends { marker?: string }>(
  nextMarker: () => string,
  accountOf: (context: C) => Account,
  onAnswer: (status: number, marker: string | undefined) => void,
): autocannon.Request {
  return {
    method: 'POST',
    // autocannon types the context as any object: it is the one each connection's requests share.
    setupRequest: (req, context) => {
      const shared = context as C;
      shared.marker = nextMarker();
      const body = JSON.stringify({ feedback: shared.marker });
      return { ...req, path: '/api/others/submitfeedback', headers: jsonAs(accountOf(shared)), body };
    },
    onResponse: (status, _body, context) => onAnswer(status, (context as C).marker),
  };
}

/** Sends one feedback with a unique marker; never throws. */
export async function writeFeedback(base: string, account: Account, marker: string): Promise<WriteResult> {
  const startedAt = Date.now();
  try {
    const response = await fetch(`${base}/api/others/submitfeedback`, {
      method: 'POST',
      headers: jsonAs(account),
      body: JSON.stringify({ feedback: marker }),
      signal: AbortSignal.timeout(HANG_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    const error = typeof body.error === 'string' ? body.error : undefined;
    return {
      marker,
      startedAt,
      ms: Date.now() - startedAt,
      status: response.status,
      ...(error ? { error } : {}),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    const code = cause?.code ?? (error as { name?: string }).name ?? 'unknown';
    return { marker, startedAt, ms: Date.now() - startedAt, status: null, error: code };
  }
}

/**
 * `workers` loops of back-to-back writes until `stop()`; resolves with every result in order of start.
 * A loop ends early after `maxRefusedConnections` refused connections in a row (the server is gone).
 */
export function writeLoop(
  base: string,
  accounts: Account[],
  workers: number,
  prefix: string,
  maxRefusedConnections = Number.POSITIVE_INFINITY,
): { stop(): void; done: Promise<WriteResult[]> } {
  let running = true;
  let sequence = 0;
  const results: WriteResult[] = [];
  const loops = Array.from({ length: workers }, async (_, w) => {
    let refused = 0;
    while (running && refused < maxRefusedConnections) {
      const account = accounts[(w + sequence) % accounts.length]!;
      const result = await writeFeedback(base, account, `${prefix}-${w}-${sequence++}`);
      results.push(result);
      refused = result.error === 'ECONNREFUSED' ? refused + 1 : 0;
      if (result.status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
  });
  return {
    stop: () => {
      running = false;
    },
    done: Promise.all(loops).then(() => results.sort((a, b) => a.startedAt - b.startedAt)),
  };
}
