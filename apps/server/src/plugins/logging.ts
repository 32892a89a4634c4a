import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';
import { loggedUrl, RequestLogger } from './request-logger.js';

/** Where the structured log lines go: stdout as shipped, anything with write() in tests. */
export interface LogStream {
  write(line: string): void;
  flush?(callback?: (error?: Error | null) => void): void;
}

/**
 * Lines wait in memory until this many characters are pending (some 250 access lines), then leave in one
 * write on libuv's thread pool: each write costs the main thread a hand-over and a callback whatever its
 * size: with 4 KB writes that was more than half the log's cost on the popular profile's row.
 */
const BATCH_CHARS = 65_536;
/** ...or until this long has passed, so that on a quiet server a line still shows within a second. */
const FLUSH_MS = 1000;

/**
 * The log's destination as shipped: `dest` (stdout by default) written asynchronously, many lines per
 * write. A synchronous write per line (pino's default) was a system call on every request's path.
 * Nothing is lost on a stop: the app waits for the pending lines when it closes ({@link keepLogWritten}),
 * and what is left is written synchronously if the process exits any other way.
 */
export function logDestination(dest: number | string = 1): LogStream {
  // Each batch is written as soon as it is handed over; a minLength of 0 would make flush(callback) call
  // back at once instead of once the lines are written.
  return new BatchedLog(pino.destination({ dest, sync: false, minLength: 1 }));
}

/**
 * Lines gathered in one string, handed to sonic-boom (which writes them asynchronously) in batches of
 * BATCH_CHARS and whenever flushed. sonic-boom gathers lines too, but measures the bytes of each line and
 * of its growing buffer as it does, which cost more than formatting the line.
 */
class BatchedLog implements LogStream {
  #pending = '';

  constructor(private readonly out: ReturnType<typeof pino.destination>) {}

  write(line: string): void {
    if (this.#pending === '') holding.add(this);
    this.#pending += line;
    if (this.#pending.length >= BATCH_CHARS) this.handOver();
  }

  /** Gives sonic-boom the lines gathered so far. */
  handOver(): void {
    holding.delete(this);
    if (this.#pending === '') return;
    this.out.write(this.#pending);
    this.#pending = '';
  }

  flush(callback?: (error?: Error | null) => void): void {
    this.handOver();
    this.out.flush(callback);
  }

  /** With no event loop left (the process exits): what is gathered and pending, written now. */
  flushSync(): void {
    this.handOver();
    this.out.flushSync();
  }
}

/** The destinations holding lines not yet handed over, written synchronously if the process exits. */
const holding = new Set<BatchedLog>();
// First of the exit listeners, before pino's (it writes what sonic-boom holds, not what is held here).
process.prependListener('exit', () => {
  for (const log of holding) {
    try {
      log.flushSync();
    } catch {
      // a destination already closed or broken: nothing more can be written to it
    }
  }
});

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
  const log = request.log;
  if (log instanceof RequestLogger) {
    // Asked first: at warn and above the line's members are not even formatted.
    if (log.isLevelEnabled('info'))
      log.lineAtInfo(accessMembers(request, reply, reason), 'request completed');
    return;
  }
  // A logger made by another factory: the same line through pino (its serializers, redaction and formatting).
  log.info(
    reason === undefined
      ? { req: request, res: reply, responseTime: reply.elapsedTime }
      : { req: request, res: reply, responseTime: reply.elapsedTime, reason },
    'request completed',
  );
}

/**
 * The access line's members as pino writes them for `{req, res, responseTime, reason}` with Fastify's `req`
 * and `res` serializers (fastify/lib/logger-pino.js: these fields, in this order; none is a header, so the
 * logger's redaction has nothing to remove), formatted by hand: pino's serializers, redaction and
 * formatting cost several times the line itself.
 */
function accessMembers(request: FastifyRequest, reply: FastifyReply, reason: string | undefined): string {
  const req = JSON.stringify({
    method: request.method,
    url: loggedUrl(request.url),
    version: request.headers['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  });
  const members = `"req":${req},"res":{"statusCode":${reply.statusCode}},"responseTime":${JSON.stringify(reply.elapsedTime)}`;
  return reason === undefined ? members : `${members},"reason":${JSON.stringify(reason)}`;
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
