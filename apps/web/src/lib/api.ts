import {
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  fillPath,
  type ParamNames,
  type PathParams,
  type QueryOf,
  withQuery,
} from '@handlehub/shared/api/endpoint';
import { COMMON_MESSAGES } from '@handlehub/shared/common-messages';
import { SESSION_HEADER } from '@handlehub/shared/session-header';
import type { z } from 'zod';
import { session } from './session';

/** A refused call: `message` is the server's `{error}` text, ready for a toast. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
}

/**
 * Calls the API with the session token, parses the answer with the shared schema and turns every
 * refusal into an ApiError carrying the server's text. A 401 on a signed-in call ends the session.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const headers: Record<string, string> = {};
  const token = session.get()?.token;
  if (token) headers[SESSION_HEADER] = token;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET'),
      headers,
      body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, COMMON_MESSAGES.listFailed);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const text = (body as { error?: unknown } | null)?.error;
    if (response.status === 401 && token) session.clear();
    throw new ApiError(response.status, typeof text === 'string' ? text : COMMON_MESSAGES.serverError);
  }
  return schema.parse(body);
}

type ParamsOption<E extends Endpoint> = [ParamNames<E['path']>] extends [never]
  ? { params?: never }
  : { params: PathParams<E['path']> };
type QueryOption<E extends Endpoint> = E extends { query: z.ZodType }
  ? { query?: QueryOf<E> }
  : { query?: never };
type SendOption<E extends Endpoint> = E extends { body: z.ZodType }
  ? { json: BodyOf<E> }
  : E extends { form: z.ZodType }
    ? { form: FormData }
    : unknown;

/** What a call of `endpoint` takes: its path parameters, query and body, typed by the contract's schemas. */
export type CallOptions<E extends Endpoint> = ParamsOption<E> &
  QueryOption<E> &
  SendOption<E> & { signal?: AbortSignal };

/**
 * Calls an endpoint of the contract (`@handlehub/shared/api/<feature>`): its method, its path with the
 * parameters and query filled in, and its answer schema, through apiRequest. A POST without a body sends
 * `{}`.
 */
export function callApi<E extends Endpoint & { answer: z.ZodType }>(
  endpoint: E,
  // biome-ignore lint/complexity/noBannedTypes: `{}` asks whether every option is optional
  ...[options]: {} extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>]
): Promise<AnswerOf<E>> {
  const given: RequestOptions & {
    params?: Readonly<Record<string, string>>;
    query?: Readonly<Record<string, string | undefined>>;
  } = options ?? {};
  return apiRequest(withQuery(fillPath(endpoint.path, given.params), given.query), endpoint.answer, {
    ...given,
    method: endpoint.method,
    json: given.json ?? (endpoint.method === 'POST' && !given.form ? {} : undefined),
  }) as Promise<AnswerOf<E>>;
}
