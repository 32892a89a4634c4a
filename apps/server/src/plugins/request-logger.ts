import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions } from 'pino';

const { chindingsSym, streamSym } = pino.symbols;

type Log = (...args: unknown[]) => void;

/**
 * A request's logger (`request.log`, `reply.log`): the pino child logger with the request's id, made the first
 * time something logs through it. Fastify makes one for every request (an object and its bindings' JSON),
 * yet most requests log nothing but their access line, which {@link lineAtInfo} writes without one.
 */
export class RequestLogger implements FastifyBaseLogger {
  #made: pino.Logger | undefined;

  constructor(
    private readonly parent: pino.Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The child logger itself, made on first use. */
  private get made(): pino.Logger {
    this.#made ??= this.parent.child(this.bindings, this.options);
    return this.#made;
  }

  get level(): string {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level: string) {
    this.made.level = level;
  }

  fatal(...args: unknown[]): void {
    (this.made.fatal as Log)(...args);
  }
  error(...args: unknown[]): void {
    (this.made.error as Log)(...args);
  }
  warn(...args: unknown[]): void {
    (this.made.warn as Log)(...args);
  }
  info(...args: unknown[]): void {
    (this.made.info as Log)(...args);
  }
  debug(...args: unknown[]): void {
    (this.made.debug as Log)(...args);
  }
  trace(...args: unknown[]): void {
    (this.made.trace as Log)(...args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }

  /** The logger that decides this request's level: the parent's unless a route set its own. */
  private get levelLogger(): pino.Logger {
    // A route's own log level needs the child, which holds it: made then (no route of this app has one).
    return this.#made ?? (this.options.level === undefined ? this.parent : this.made);
  }

  isLevelEnabled(level: string): boolean {
    return this.levelLogger.isLevelEnabled(level);
  }

  /**
   * Writes one line at info level, as `this.info(object, msg)` would write it, from `members`: the object's
   * members already in JSON (`"key":value,…`, never empty). The line starts as pino starts every line with
   * this app's logger options (numeric level, epoch time, the bindings; no formatters, mixin or redacted
   * member among `members`: the caller's to keep true), with the request's bindings formatted here
   * instead of in a child logger. Nothing is written when info is off.
   */
  lineAtInfo(members: string, msg: string): void {
    const logger = this.levelLogger;
    if (!logger.isLevelEnabled('info')) return;
    const bindings = logger === this.parent ? bindingsJson(this.bindings) : '';
    // What pino keeps on each logger: its bindings as JSON and its destination.
    const internals = logger as unknown as Record<symbol, unknown>;
    const line = `{"level":30,"time":${Date.now()}${internals[chindingsSym] as string}${bindings},${members},"msg":${JSON.stringify(msg)}}\n`;
    (internals[streamSym] as { write(line: string): void }).write(line);
  }
}

/** `,"key":value` for each binding, as pino's child() adds them to its lines. */
function bindingsJson(bindings: Bindings): string {
  let json = '';
  for (const key in bindings) {
    const value = JSON.stringify(bindings[key]);
    if (value !== undefined) json += `,${JSON.stringify(key)}:${value}`;
  }
  return json;
}

/** Fastify's `childLoggerFactory`: each request's logger, made when first used ({@link RequestLogger}). */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger as pino.Logger, bindings, options);
}

/** Where a platform sends the browser back with secrets in the query (the sign-ins' return paths). */
const SIGN_IN_PATHS = '/verify/';
export const REDACTED = 'REDACTED';

/** Whether a query field of a sign-in path carries a secret: an OAuth `code`, or any OpenID field (its signature, nonce, handle). */
function secretField(name: string): boolean {
  return name === 'code' || name.startsWith('openid.');
}

/** A query field's name as the server reads it (`+` a space, percent-escapes decoded), or as given if malformed. */
function fieldName(raw: string): string {
  const plain = raw.replaceAll('+', ' ');
  try {
    return decodeURIComponent(plain);
  } catch {
    return plain;
  }
}

/**
 * The request's URL as the log writes it: on the sign-ins' paths, the values of an OAuth `code` and of every
 * `openid.*` field are replaced by REDACTED (the names stay, so a line still says what came back). A code is
 * worth an access token until it is spent, and an OpenID assertion is a signed statement of who someone is;
 * neither belongs in a log that operators ship elsewhere. Other paths are written as they came.
 */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0 || !url.startsWith(SIGN_IN_PATHS)) return url;
  const fields = url.slice(query + 1).split('&');
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as string;
    const eq = field.indexOf('=');
    const name = eq < 0 ? field : field.slice(0, eq);
    if (eq >= 0 && secretField(fieldName(name))) fields[i] = `${name}=${REDACTED}`;
  }
  return `${url.slice(0, query)}?${fields.join('&')}`;
}

/**
 * The `req` serializer of the app's logger (a request's error line, a logger of another factory): Fastify's
 * own fields (fastify/lib/logger-pino.js), with the URL as {@link loggedUrl} writes it.
 */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: loggedUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
