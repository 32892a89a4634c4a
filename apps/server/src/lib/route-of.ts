import type { Endpoint } from '@handlehub/shared/api/endpoint';
import type { FastifySchema } from 'fastify';
import type { z } from 'zod';

/** What a route adds to its endpoint for the OpenAPI document (/api/docs). */
export type RouteDocs = Pick<FastifySchema, 'tags' | 'summary' | 'security' | 'hide'>;

/** The session token that buildApp's OpenAPI document names `session`: for `security` on a signed-in route. */
export const SIGNED_IN = [{ session: [] }] as const satisfies RouteDocs['security'];

/**
 * The docs of a feature's routes, its tag (and whatever else all of them share: `security`, `hide`) written
 * once: `const docs = docsOf('insights')`, then `routeOf(insightsApi.view, docs('Count one view of…'))`, or
 * `docs()` for a route without a summary.
 */
export function docsOf(
  tag: string,
  shared: Pick<RouteDocs, 'security' | 'hide'> = {},
): (summary?: string) => RouteDocs {
  return (summary) => ({ tags: [tag], ...(summary !== undefined && { summary }), ...shared });
}

type Part<E, From extends string, To extends string> = E extends {
  readonly [K in From]: infer S extends z.ZodType;
}
  ? { readonly [K in To]: S }
  : unknown;

type Answers<E extends Endpoint> = (E['answer'] extends z.ZodType
  ? { readonly [K in E['status']]: E['answer'] }
  : unknown) &
  E['refusals'];

export type SchemaOf<E extends Endpoint, D extends RouteDocs> = D &
  Part<E, 'params', 'params'> &
  Part<E, 'query', 'querystring'> &
  Part<E, 'body', 'body'> & { readonly response: Answers<E> };

/** What a part of an endpoint gives a route typed by hand: its parsed type under Fastify's name, if any. */
type Parsed<E, From extends string, To extends string> = E extends {
  readonly [K in From]: infer S extends z.ZodType;
}
  ? { [K in To]: z.output<S> }
  : Record<never, never>;

/**
 * The request types of a route typed by hand from its endpoint, for an answer that is not a schema-shaped
 * body (a file, a page): `app.route<RequestTypes<typeof qrApi.download>>({ ...routeOf(qrApi.download, docs('…')), … })`.
 * The endpoint's schemas still validate the request.
 */
export type RequestTypes<E extends Endpoint> = Parsed<E, 'params', 'Params'> &
  Parsed<E, 'query', 'Querystring'>;

/**
 * A route's method, URL and schemas, all from its endpoint in `@handlehub/shared/api/<feature>`; the route
 * spreads them and adds its hooks and handler:
 * `r.route({ ...routeOf(usersApi.home, docs('One page of the home feed')), handler })` (`docs` from docsOf).
 * Fastify validates `params`, `querystring` and `body` with the contract's schemas and serializes the
 * answer with it; a multipart form is read by the handler (core/media/photo-form.ts) with `endpoint.form`.
 */
export function routeOf<const E extends Endpoint, const D extends RouteDocs>(
  endpoint: E,
  docs: D,
): { method: E['method']; url: E['path']; schema: SchemaOf<E, D> } {
  const response = { ...(endpoint.answer && { [endpoint.status]: endpoint.answer }), ...endpoint.refusals };
  const schema = {
    ...docs,
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(endpoint.form && { consumes: ['multipart/form-data'] }),
    ...(Object.keys(response).length > 0 && { response }),
  };
  return { method: endpoint.method, url: endpoint.path, schema: schema as SchemaOf<E, D> };
}
