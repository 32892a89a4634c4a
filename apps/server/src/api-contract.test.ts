import { allEndpoints } from '@handlehub/shared/api/contract';
import { API_DOCS_PATH } from '@handlehub/shared/api/docs.paths';
import { mediaApi } from '@handlehub/shared/api/media';
import { shopApi } from '@handlehub/shared/api/shop';
import { usersApi } from '@handlehub/shared/api/users';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { docsOf, routeOf, SIGNED_IN } from './lib/route-of.js';

/**
 * Every route the app registers, as `METHOD /path`, read from Fastify's route tree (`printRoutes`): a line
 * is `├── /api/user/:username (GET, HEAD)`, its children's paths continue their parent's, one level
 * deeper per four characters of indentation. HEAD is Fastify's own companion of each GET. Where routes
 * share a parameter's place under different names the tree prints them together (`/api/qr/:file|:username`),
 * so parameters are compared by place only (`:`); their names are checked by `hasRoute` below and, against
 * the params schemas, in packages/shared/src/api/contract.test.ts.
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    const path = `${depth > 0 ? parents[depth - 1] : ''}${node[2]}`;
    parents[depth] = path;
    for (const method of node[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push(`${method} ${byPlace(path)}`);
    }
  }
  return routes.sort();
}

const byPlace = (path: string) => path.replace(/:[^/]+/g, ':');

const underDocs = (route: string) => {
  const path = route.split(' ')[1]!;
  return path === API_DOCS_PATH || path.startsWith(`${API_DOCS_PATH}/`);
};

describe('the routes and the API contract (packages/shared/src/api)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers exactly the endpoints of the contract, besides the OpenAPI viewer under /api/docs', () => {
    const registered = registeredRoutes(t.app);
    // The parser reads the tree: the viewer's pages and a route of each shape are where they should be.
    expect(registered).toContain(`GET ${API_DOCS_PATH}/json`);
    expect(registered).toContain('POST /api/admin/reports/:/resolve');
    expect(registered).toContain('GET /api/qr/:/:');
    expect(registered).toContain('POST /api/product/addproduct');
    const declared = allEndpoints()
      .map(({ endpoint }) => `${endpoint.method} ${byPlace(endpoint.path)}`)
      .sort();
    expect(registered.filter((route) => !underDocs(route))).toEqual(declared);
  });

  it("finds each endpoint in Fastify's router", () => {
    for (const { name, endpoint } of allEndpoints()) {
      expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path }), name).toBe(true);
    }
  });
});

describe('routeOf', () => {
  it('takes the method, URL and schemas from the endpoint and the OpenAPI notes from the route', () => {
    const route = routeOf(usersApi.home, { tags: ['users'], summary: 'Home' });
    expect(route).toEqual({
      method: 'GET',
      url: '/api/home/',
      schema: {
        tags: ['users'],
        summary: 'Home',
        querystring: usersApi.home.query,
        response: { 200: usersApi.home.answer, '4xx': usersApi.home.refusals['4xx'] },
      },
    });
  });

  it('documents a multipart form, a success status other than 200, and an answer that is not JSON', () => {
    const add = routeOf(shopApi.add, { tags: ['shop'] }).schema;
    expect(add).toEqual({
      tags: ['shop'],
      consumes: ['multipart/form-data'],
      response: { 201: shopApi.add.answer, '4xx': shopApi.add.refusals['4xx'] },
    });
    expect(add).not.toHaveProperty('body');
    expect(routeOf(mediaApi.photo, { tags: ['media'] }).schema).toEqual({
      tags: ['media'],
      params: mediaApi.photo.params,
    });
  });
});

describe('docsOf', () => {
  it("gives each route the feature's tag and what all its routes share, and the route's own summary", () => {
    const docs = docsOf('handles', { security: SIGNED_IN });
    expect(docs('Add one')).toStrictEqual({
      tags: ['handles'],
      summary: 'Add one',
      security: [{ session: [] }],
    });
    expect(docs()).toStrictEqual({ tags: ['handles'], security: [{ session: [] }] });
    expect(docsOf('admin', { hide: true })('Counts')).toStrictEqual({
      tags: ['admin'],
      summary: 'Counts',
      hide: true,
    });
  });
});
