import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

/** Where the structured log lines go: stdout as shipped, anything with write() in tests. */
export interface LogStream {
  write(line: string): void;
  flush?(callback?: (error?: Error | null) => void): void;
}

/**
 * Lines wait in memory until this many bytes are pending (some 15 access lines), then leave in one write
 * on libuv's thread pool. Larger batches were not cheaper: in one CPU profile each of the popular
 * profile's row, sonic-boom took about 5% of the busy time with 16 KB batches against 4% with 4 KB ones
 * (it measures its growing buffer on every line, which outweighed the fewer writes).
 */
const BATCH_BYTES = 4096;
/** ...or until this long has passed, so that on a quiet server a line still shows within a second. */
const FLUSH_MS = 1000;

/**
 * The log's destination as shipped: `dest` (stdout by default) written asynchronously, many lines per
 * write. A synchronous write per line (pino's default) was a system call on every request's path.
 * Nothing is lost on a stop: the app waits for the pending lines when it closes ({@link keepLogWritten}),
 * and pino writes what is left synchronously if the process exits any other way.
 */
export function logDestination(dest: number | string = 1): LogStream {
  return pino.destination({ dest, sync: false, minLength: BATCH_BYTES });
}

/** Why a request was refused (4xx), said on its access line rather than on a line of its own. */
const refusals = new WeakMap<FastifyRequest, string>();

/** Notes why `request` is refused; its access line gives it as `reason`. */
export function noteRefusal(request: FastifyRequest, reason: string | undefined): void {
  if (reason !== undefined) refusals.set(request, reason);
}

/**
 * The access log: ONE line per request, written once its answer has left, with the method, url, remote
 * address (`req`), status (`res`), response time, request id and, for a refusal, its `reason`. Fastify's
 * default writes two (one on arrival, one on completion), which at the default level cost the popular
 * profile half its throughput. A request that fails (5xx) still has its error logged with its stack where
 * it is handled (plugins/errors.ts), a line of its own at error level.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    logAccess(request, reply, error);
  }

  // Fastify's own 404 handler would add a line of its own; the access line already says 404.
  override routeNotFound(): void {}
}

/**
 * Writes `request`'s access line. Fastify calls it (through {@link AccessLog}) once an answer has left;
 * a request its router refuses before any route (plugins/errors.ts, answerFrameworkError) never gets that
 * call, so its handler calls this after answering.
 */
export function logAccess(request: FastifyRequest, reply: FastifyReply, error?: Error | null): void {
  if (error) {
    reply.log.error(
      { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
      'request errored',
    );
    return;
  }
  const reason = refusals.get(request);
  reply.log.info(
    reason === undefined
      ? { req: request, res: reply, responseTime: reply.elapsedTime }
      : { req: request, res: reply, responseTime: reply.elapsedTime, reason },
    'request completed',
  );
}

/**
 * Keeps a batching destination's lines flowing: what is pending is written every FLUSH_MS and once the
 * server listens (its start-up lines and warnings show at once), and when the app closes, close() waits
 * until every pending line is written. Called before any other onClose hook is added: Fastify runs them
 * last-added first, so this one runs after the others and their lines are written too.
 */
export function keepLogWritten(app: FastifyInstance, stream: LogStream): void {
  const { flush } = stream;
  if (!flush) return;
  // flush() without a callback writes what is pending without an fsync (a callback asks for one).
  const timer = setInterval(() => flush.call(stream), FLUSH_MS);
  timer.unref();
  app.addHook('onListen', (done) => {
    flush.call(stream);
    done();
  });
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    // A pipe refuses fsync (EINVAL) after the lines are written: the lines are out, which is what counts.
    try {
      flush.call(stream, () => done());
    } catch {
      done(); // a destination already closed has nothing left to write
    }
  });
}
