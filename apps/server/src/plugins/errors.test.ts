import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('errors', () => {
  it('unknown /api paths answer 404 JSON', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ error: 'Not found' });
  });

  it('malformed JSON answers 400 {error} without parser internals', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request is not valid' });
  });

  it('a JSON body over 16 KB answers 413 {error}', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', name: 'x'.repeat(17_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The request is too large' });
  });

  it('an unsupported content type answers 415 {error}', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'This content type is not supported' });
  });

  it('a multipart form sent to a route that takes JSON answers 415 {error}', async () => {
    // Multipart parsing is registered only for the photo upload routes (app.ts).
    for (const url of ['/api/auth/login', '/api/others/submitfeedback']) {
      const res = await t.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--\r\n',
      });
      expect(res.statusCode, url).toBe(415);
      expect(res.json(), url).toEqual({ error: 'This content type is not supported' });
    }
  });

  it('serves an OpenAPI document generated from the route schemas, browsable at /api/docs', async () => {
    const doc = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/signup', '/healthz', '/readyz']),
    );
    const ui = await t.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('compresses large JSON answers', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
