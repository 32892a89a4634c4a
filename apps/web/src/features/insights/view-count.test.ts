import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type ViewCount = typeof import('./view-count');

/** A fresh copy of the module (its state is one page's), with fetch recorded. */
async function freshPage(address = '/user/aarav') {
  vi.resetModules();
  window.history.replaceState(null, '', address);
  const fetch = vi.fn(async (_path: string, _init: RequestInit) => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetch);
  const module: ViewCount = await import('./view-count');
  const sent = () =>
    fetch.mock.calls.map(([path, init]) => ({
      path,
      body: JSON.parse(String(init.body)),
      token: new Headers(init.headers).get('user-token'),
    }));
  return { ...module, sent };
}

describe('view-count: the profile page counts each view and handle use once (decision 020)', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('counts the view before the app runs once, with its source, and drops src=qr from the address', async () => {
    const page = await freshPage('/user/aarav?src=qr&x=1#top');
    page.countViewBeforeApp('aarav');
    page.countViewBeforeApp('aarav');
    expect(page.sent()).toEqual([
      { path: '/api/insights/view', body: { username: 'aarav', source: 'qr' }, token: null },
    ]);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/user/aarav?x=1#top',
    );
  });

  it('lets the app know it was counted, once, so the app does not count it again', async () => {
    const page = await freshPage();
    page.countViewBeforeApp('aarav');
    expect(page.takeViewCountedBeforeApp('aarav')).toBe(true);
    // A later visit of the same profile in the app is a new view.
    expect(page.takeViewCountedBeforeApp('aarav')).toBe(false);
  });

  it('counts nothing before the app once the app has counted the view itself', async () => {
    const page = await freshPage();
    expect(page.takeViewCountedBeforeApp('aarav')).toBe(false);
    page.countViewBeforeApp('aarav');
    expect(page.sent()).toEqual([]);
  });

  it('does not take a view counted for another profile', async () => {
    const page = await freshPage();
    page.countViewBeforeApp('aarav');
    expect(page.takeViewCountedBeforeApp('maya.l')).toBe(false);
  });

  it('counts one click once, however many listeners hear it, and each click on its own', async () => {
    const page = await freshPage();
    const click = new MouseEvent('click');
    page.countHandleUse('aarav', 'instagram', click);
    page.countHandleUse('aarav', 'instagram', click, 'token');
    page.countHandleUse('aarav', 'instagram', new MouseEvent('click'), 'token');
    expect(page.sent()).toEqual([
      { path: '/api/insights/click', body: { username: 'aarav', fieldname: 'instagram' }, token: null },
      { path: '/api/insights/click', body: { username: 'aarav', fieldname: 'instagram' }, token: 'token' },
    ]);
  });

  it('counts views of visible profiles only', async () => {
    const { viewedUsername } = await freshPage();
    const profile = { username: 'aarav', isLocked: false } as Parameters<typeof viewedUsername>[0];
    expect(viewedUsername(profile)).toBe('aarav');
    expect(viewedUsername({ ...profile!, isLocked: true })).toBeUndefined();
    expect(viewedUsername(null)).toBeUndefined();
  });

  it('reads the source from the address', async () => {
    const { viewOf } = await freshPage();
    expect(viewOf('?src=qr')).toEqual({ source: 'qr', search: '' });
    expect(viewOf('?src=other&a=b')).toEqual({ source: 'link', search: '?a=b' });
    expect(viewOf('')).toEqual({ source: 'link', search: null });
  });
});
