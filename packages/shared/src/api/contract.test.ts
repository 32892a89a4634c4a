import { readdirSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { LoginInput } from '../auth.js';
import type { ViewBeaconInput } from '../insights.js';
import { addProductResponse } from '../shop.js';
import { API_CONTRACT, allEndpoints } from './contract.js';
import {
  type AnswerOf,
  type BodyOf,
  type FormFieldsOf,
  type ParamNames,
  pathOf,
  withQuery,
} from './endpoint.js';

const endpoints = allEndpoints();
const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe('the API contract', () => {
  it('declares every method and path once', () => {
    const keys = endpoints.map(({ endpoint }) => key(endpoint));
    const repeated = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(repeated).toEqual([]);
    expect(keys.length).toBeGreaterThanOrEqual(40);
  });

  it('pairs each <feature>.paths.ts with a feature of the contract, and gives each of its routes an endpoint', async () => {
    const files = readdirSync(new URL('.', import.meta.url)).filter((file) => file.endsWith('.paths.ts'));
    // `platform-links.paths.ts` holds `platformLinksPaths`, the contract's `platformLinks`.
    const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
    const names = files.map((file) => file.replace('.paths.ts', '')).filter((name) => name !== 'docs');
    expect(names.map(camel).sort()).toEqual(Object.keys(API_CONTRACT).sort());
    const routes: string[] = [];
    for (const name of names) {
      const feature = camel(name) as keyof typeof API_CONTRACT;
      const module: Record<string, Record<string, { method: string; path: string }>> = await import(
        `./${name}.paths.ts`
      );
      const group = module[`${feature}Paths`];
      expect(group, `${feature}Paths`).toBeDefined();
      for (const [name, route] of Object.entries(group ?? {})) {
        routes.push(key(route));
        const endpoint = (API_CONTRACT[feature] as Record<string, { method: string; path: string }>)[name];
        expect(endpoint && key(endpoint), `${feature}.${name}`).toBe(key(route));
      }
    }
    expect(routes.sort()).toEqual(endpoints.map(({ endpoint }) => key(endpoint)).sort());
  });

  it("names each path parameter in the endpoint's params schema, and only those", () => {
    for (const { name, endpoint } of endpoints) {
      const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const inSchema =
        endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
      expect(inSchema, name).toEqual(inPath);
    }
  });

  it('sends a body only with POST, and never both JSON and a form', () => {
    for (const { name, endpoint } of endpoints) {
      if (endpoint.method === 'GET') expect(endpoint.body ?? endpoint.form, name).toBeUndefined();
      expect(endpoint.body !== undefined && endpoint.form !== undefined, name).toBe(false);
    }
  });

  it('answers refusals with {error} unless an endpoint says otherwise', () => {
    expect(Object.keys(API_CONTRACT.auth.login.refusals)).toEqual(['4xx']);
    expect(API_CONTRACT.health.ready.refusals).toHaveProperty('503');
    expect(API_CONTRACT.auth.config.refusals).toEqual({});
  });

  it("parses the shop's add answer with the product the server sends", () => {
    expect(API_CONTRACT.shop.add.answer).toBe(addProductResponse);
    expect(API_CONTRACT.shop.add.status).toBe(201);
  });
});

describe('pathOf and withQuery', () => {
  it('fills in path parameters, URI-encoded', () => {
    expect(pathOf(API_CONTRACT.users.publicProfile, { username: 'maya.l' })).toBe('/api/user/maya.l');
    expect(pathOf(API_CONTRACT.users.publicProfile, { username: 'a b/c' })).toBe('/api/user/a%20b%2Fc');
    expect(pathOf(API_CONTRACT.moderation.resolve, { id: 'x?y' })).toBe('/api/admin/reports/x%3Fy/resolve');
    expect(pathOf(API_CONTRACT.qr.download, { file: 'maya.png' })).toBe('/api/qr/maya.png');
    expect(pathOf(API_CONTRACT.auth.login)).toBe('/api/auth/login');
  });

  it('adds the defined query values in their order', () => {
    expect(withQuery('/api/search/', { q: 'a&b', page: '2', game: undefined })).toBe(
      '/api/search/?q=a%26b&page=2',
    );
    expect(withQuery('/api/home/', {})).toBe('/api/home/');
    expect(withQuery('/api/home/')).toBe('/api/home/');
  });

  it('types what a caller sends and gets from the schemas', () => {
    expectTypeOf<ParamNames<'/api/admin/users/:username/block'>>().toEqualTypeOf<'username'>();
    expectTypeOf<ParamNames<'/api/a/:x/b/:y'>>().toEqualTypeOf<'x' | 'y'>();
    expectTypeOf<ParamNames<'/api/auth/login'>>().toBeNever();
    expectTypeOf<BodyOf<typeof API_CONTRACT.auth.login>>().toEqualTypeOf<LoginInput>();
    expectTypeOf<BodyOf<typeof API_CONTRACT.insights.view>>().toEqualTypeOf<ViewBeaconInput>();
    expectTypeOf<AnswerOf<typeof API_CONTRACT.shop.add>>().toEqualTypeOf<
      z.infer<typeof addProductResponse>
    >();
    expectTypeOf<FormFieldsOf<typeof API_CONTRACT.shop.add>>().toHaveProperty('productlink');
    // @ts-expect-error a path with a parameter needs it
    pathOf(API_CONTRACT.users.publicProfile);
  });
});
