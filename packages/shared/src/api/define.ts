import { errorResponse } from '../errors.js';
import type { Endpoint, EndpointSpec, Route } from './endpoint.js';

/** Every refusal of the API is `{error}`: the server's error handler writes it, the web reads it. */
const REFUSALS = { '4xx': errorResponse } as const;

type Defined<R extends Route, S extends EndpointSpec> = R &
  Omit<S, 'status' | 'refusals'> & {
    readonly status: S extends { readonly status: infer T } ? T : 200;
    readonly refusals: S extends { readonly refusals: infer F } ? F : typeof REFUSALS;
  };

/**
 * A feature's endpoints: each route of `paths.ts` with its schemas. Every route gets exactly one spec
 * (a missing or unknown key does not compile); the status defaults to 200 and the refusals to `{error}`.
 */
export function endpoints<
  const R extends Readonly<Record<string, Route>>,
  const S extends { readonly [K in keyof R]: EndpointSpec },
>(
  routes: R,
  specs: S & { readonly [K in Exclude<keyof S, keyof R>]: never },
): { readonly [K in keyof R]: Defined<R[K], S[K]> } {
  const all: Record<string, Endpoint> = {};
  const given: Readonly<Record<string, EndpointSpec>> = specs;
  for (const [name, route] of Object.entries(routes)) {
    all[name] = { status: 200, refusals: REFUSALS, ...route, ...(given[name] as EndpointSpec) };
  }
  return all as { readonly [K in keyof R]: Defined<R[K], S[K]> };
}
