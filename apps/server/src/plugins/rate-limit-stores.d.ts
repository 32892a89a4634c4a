// The stores of @fastify/rate-limit, which the package ships without types (plugins/rate-limit-store.ts).
declare module '@fastify/rate-limit/store/*' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  const Store: {
    new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]): FastifyRateLimitStore;
  };
  export default Store;
}
