import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/test-app.js';

const t = suiteApp();

const REFUSALS: Record<number, string> = {
  400: 'The request is not valid',
  413: 'The request is too large',
  415: 'This content type is not supported',
};

describe('errors', () => {
  it('unknown /api paths answer 404 JSON', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ error: 'Not found' });
  });

  const JSON_TYPE = 'application/json';
  const TOO_LARGE = JSON.stringify({ email: 'a@b.co', name: 'x'.repeat(17_000) });
  // Multipart parsing is registered only for the photo upload routes (app.ts).
  const FORM = 'multipart/form-data; boundary=x';
  const FORM_BODY = '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--\r\n';
  it.each([
    ['malformed JSON, without parser internals', '/api/auth/login', JSON_TYPE, '{"email":', 400],
    ['a JSON body over 16 KB', '/api/auth/login', JSON_TYPE, TOO_LARGE, 413],
    ['an unsupported content type', '/api/auth/login', 'text/xml', '<a/>', 415],
    ['a multipart form to a JSON route', '/api/auth/login', FORM, FORM_BODY, 415],
    ['a multipart form to a JSON route', '/api/others/submitfeedback', FORM, FORM_BODY, 415],
  ])('%s (%s) answers {error} with its status', async (_what, url, type, payload, status) => {
    const res = await t.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: REFUSALS[status] });
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
