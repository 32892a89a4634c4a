import type { z } from 'zod';

/*
 * The API contract (docs/decisions/015-api-contract.md), one pair of files per feature:
 * - `<feature>.paths.ts`: each endpoint's method and path, and nothing else (no Zod). The public profile's
 *   beacons, its QR downloads and the service worker import these, so a path never costs a schema.
 * - `<feature>.ts`: the endpoints, each route of the paths file with its schemas (`endpoints()`). The
 *   server registers them (routeOf) and the web calls them (callApi).
 * This file holds the shapes and a few small helpers, with no Zod at run time either.
 */

type Method = 'GET' | 'POST';

/** Where an endpoint answers. A path parameter is written `:name`, as Fastify registers it. */
export interface Route {
  readonly method: Method;
  readonly path: string;
}

/*
 * A route as the paths files write it, one endpoint a line. The path keeps its literal type, so
 * `pathOf` knows its `:parameters`.
 */
export const get = <P extends string>(path: P) => ({ method: 'GET', path }) as const satisfies Route;
export const post = <P extends string>(path: P) => ({ method: 'POST', path }) as const satisfies Route;

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

type SuccessStatus = 200 | 201 | 204;

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
type PathParamsArg<P extends string> = [ParamNames<P>] extends [never] ? [] : [params: PathParams<P>];

/** The path of a route with its parameters filled in, each URI-encoded: `/api/user/:username` → `/api/user/maya.l`. */
export function pathOf<P extends string>(route: { readonly path: P }, ...[params]: PathParamsArg<P>): string {
  return fillPath(route.path, params);
}

/** `pathOf` for code that holds any endpoint (the web's callApi): a missing parameter becomes ''. */
export function fillPath(path: string, params?: Readonly<Record<string, string>>): string {
  if (!params) return path;
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** A path with a query string of the given values in their order; undefined values are left out. */
export function withQuery(path: string, query: Readonly<Record<string, string | undefined>> = {}): string {
  const defined = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return defined.length ? `${path}?${new URLSearchParams(defined)}` : path;
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller sends: the JSON body, the form's text fields, the query, as the schemas take them in. */
export type BodyOf<E extends EndpointSpec> = Input<E['body']>;
export type FormFieldsOf<E extends EndpointSpec> = Input<E['form']>;
export type QueryOf<E extends EndpointSpec> = Input<E['query']>;
/** What a caller gets back on success, as the answer schema gives it out. */
export type AnswerOf<E extends EndpointSpec> = E['answer'] extends z.ZodType ? z.output<E['answer']> : never;
