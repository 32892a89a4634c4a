import type { Endpoint } from '@handlehub/shared/api/endpoint';
import type { FastifySchema } from 'fastify';
import type { z } from 'zod';

/** What a route adds to its endpoint for the OpenAPI document (/api/docs). */
export type RouteDocs = Pick<FastifySchema, 'tags' | 'summary' | 'security' | 'hide'>;

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

/**
 * A route's method, URL and schemas, all from its endpoint in `@handlehub/shared/api/<feature>`; the route
 * spreads them and adds its hooks and handler:
 * `r.route({ ...routeOf(usersApi.home, { tags: ['users'] }), handler })`.
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
