import { MESSAGES } from '@handlehub/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client.js';
import { HttpError } from '../lib/http-error.js';
import { logAccess, noteRefusal } from './logging.js';

/**
 * Every refusal leaves as `{error}` with a message a person can read and a fitting status; a failure never
 * shows a stack trace, SQL or a database code, and an unreachable database is 503, never a hang.
 * Fastify's default handler would echo internal messages (SQL, constraint names); this one never does.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message } = classify(error);
    // A failure is logged with its stack; a refusal's reason goes on the request's one access line.
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else noteRefusal(request, message);
    if (status === 503) reply.header('retry-after', '5');
    if (error instanceof HttpError) reply.headers(error.headers);
    return reply.status(status).send({ error: message });
  });
}

/** Unknown paths answer JSON 404 when no web app is served (the web plugin answers pages otherwise). */
export function registerJsonNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: MESSAGES.notFound }));
}

/**
 * Fastify's router refuses some URLs itself (bad percent-encoding, a parameter over maxParamLength) and
 * would answer with its own JSON, naming its error code; this answers `{error}` like every other refusal.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  noteRefusal(request, error.code);
  void reply.status(status).send({ error: MESSAGES.invalidRequest });
  logAccess(request, reply);
}

/** Messages of the multipart parser (@fastify/busboy) for a malformed body: plain Errors without a code. */
const MALFORMED_MULTIPART =
  /^(Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|Multipart: Boundary not found|Malformed part header|The needle cannot)/;

function classify(error: FastifyError): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (!error.code && MALFORMED_MULTIPART.test(String(error.message))) {
    return { status: 400, message: MESSAGES.invalidRequest };
  }
  if (isUnstorableText(error)) return { status: 400, message: MESSAGES.invalidRequest };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const text = first?.message;
    return {
      status: 400,
      message: text && !text.startsWith('Invalid input') ? text : MESSAGES.invalidRequest,
    };
  }
  if (isResponseSerializationError(error)) return { status: 500, message: MESSAGES.serverError };
  if (isDatabaseUnavailable(error)) return { status: 503, message: MESSAGES.unavailable };
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, message: MESSAGES.bodyTooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, message: MESSAGES.unsupportedMediaType };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return { status: 400, message: MESSAGES.invalidRequest };
  }
  if (error.statusCode === 429) return { status: 429, message: MESSAGES.tooManyRequests };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, message: MESSAGES.invalidRequest };
  }
  return { status: 500, message: MESSAGES.serverError };
}

/**
 * PostgreSQL text cannot hold a NUL character (SQLSTATE 22021), so any input carrying one fails in the
 * query; that is the sender's mistake, answered 400. The failed statement's transaction changed nothing.
 */
function isUnstorableText(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '22021') return true;
  }
  return false;
}
