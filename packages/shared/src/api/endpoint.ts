import type { z } from 'zod';

/*
 * The shape of the API contract (docs/decisions/013-api-contract.md). Types and two small functions, no
 * Zod at run time: the public profile's first download and the service worker import this file.
 */

export type Method = 'GET' | 'POST';

/** Where an endpoint answers. A path parameter is written `:name`, as Fastify registers it. */
export interface Route {
  readonly method: Method;
  readonly path: string;
}

/** What an endpoint takes and answers, beside its route (`api/<feature>.ts` declares these). */
export interface EndpointSpec {
  /** The path parameters, as the server validates them. */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /** A multipart form instead: these text fields, and at most one file, `photo` (core/media/photo-form.ts). */
  readonly form?: z.ZodType;
  /** The answer on success; null when it is not JSON (an image, a file to download). */
  readonly answer: z.ZodType | null;
  /** The status of a success: 200 unless written. */
  readonly status?: SuccessStatus;
  /** The refusals by status (`'4xx'`: any of them): `{error}` (errorResponse) unless written. */
  readonly refusals?: Readonly<Record<string, z.ZodType>>;
}

export type SuccessStatus = 200 | 201 | 204;

/** One endpoint of the contract: its route, its schemas, its success status and its refusals. */
export interface Endpoint extends Route, EndpointSpec {
  readonly status: SuccessStatus;
  readonly refusals: Readonly<Record<string, z.ZodType>>;
}

/** The names of a path's `:parameters`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { readonly [K in ParamNames<P>]: string };

/** `pathOf`'s second argument: the parameters when the path has some, nothing otherwise. */
export type PathParamsArg<P extends string> = [ParamNames<P>] extends [never] ? [] : [params: PathParams<P>];

/** The path of a route with its parameters filled in, each URI-encoded: `/api/user/:username` → `/api/user/maya.l`. */
export function pathOf<P extends string>(route: { readonly path: P }, ...[params]: PathParamsArg<P>): string {
  if (!params) return route.path;
  const values: Readonly<Record<string, string>> = params;
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** A path with a query string of the given values in their order; undefined values are left out. */
export function withQuery(path: string, query: Readonly<Record<string, string | undefined>> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.append(name, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller sends: the JSON body, the form's text fields, the query, as the schemas take them in. */
export type BodyOf<E extends EndpointSpec> = Input<E['body']>;
export type FormFieldsOf<E extends EndpointSpec> = Input<E['form']>;
export type QueryOf<E extends EndpointSpec> = Input<E['query']>;
/** What a caller gets back on success, as the answer schema gives it out. */
export type AnswerOf<E extends EndpointSpec> = E['answer'] extends z.ZodType ? z.output<E['answer']> : never;
