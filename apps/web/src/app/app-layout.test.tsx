import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs, mockApi, renderApp } from '../test-support';
import { AppLayout, barsFor, focusScreenHeading } from './app-layout';

beforeAll(installBrowserStubs);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('which bars a route shows', () => {
  it.each([
    ['/', true, true],
    ['/home', true, true],
    ['/user/aarav', true, true],
    ['/profile', true, true],
    ['/profile/editprofile', true, true],
    ['/search', false, true],
    ['/profile/addaccount', false, false],
  ])('%s → top %s, bottom %s', (path, top, bottom) => {
    expect(barsFor(path)).toEqual({ top, bottom });
  });
});

/** A main landmark as the layout draws it, holding `html`. */
function mainWith(html: string): HTMLElement {
  const main = document.createElement('main');
  main.innerHTML = html;
  document.body.append(main, Object.assign(document.createElement('button'), { textContent: 'elsewhere' }));
  return main;
}

describe('focus after a route change', () => {
  it("goes to the screen's heading, focusable from script only while it has focus", () => {
    const main = mainWith('<h1>Search</h1><p>text</p>');
    focusScreenHeading(main);
    const heading = screen.getByRole('heading', { name: 'Search' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    expect(heading.hasAttribute('tabindex')).toBe(false);
  });

  it('goes to main while the screen loads, then on to its heading when that shows', async () => {
    const main = mainWith('<div role="status">Loading</div>');
    focusScreenHeading(main);
    expect(document.activeElement).toBe(main);
    main.innerHTML = '<h1>Ann Smith</h1>';
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Ann Smith' })),
    );
    expect(main.hasAttribute('tabindex')).toBe(false);
  });

  it('stays where the person moved it while the screen loaded', async () => {
    const main = mainWith('<div role="status">Loading</div>');
    focusScreenHeading(main);
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    elsewhere.focus();
    main.innerHTML = '<h1>Ann Smith</h1>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(elsewhere);
  });

  it('stops waiting once cleaned up (the next route change came first)', async () => {
    const main = mainWith('<div role="status">Loading</div>');
    const stop = focusScreenHeading(main);
    stop();
    main.innerHTML = '<h1>Old screen</h1>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(main);
  });
});

/** A screen with its heading and a link to another screen. */
function Screen() {
  const { pathname } = useLocation();
  return (
    <>
      <h1>{`Screen ${pathname}`}</h1>
      <Link to="/b">To b</Link>
    </>
  );
}

describe('the layout', { timeout: 30_000 }, () => {
  it("leaves focus alone on the first render, then moves it to each new screen's heading", async () => {
    mockApi({});
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderApp(<Screen />, { path: '/a', pattern: '/:screen', layout: <AppLayout /> });
    await screen.findByRole('heading', { name: 'Screen /a' });
    expect(document.activeElement).toBe(document.body);
    expect(scrollTo).not.toHaveBeenCalled();
    const link = screen.getByRole('link', { name: 'To b' });
    link.focus();
    fireEvent.click(link);
    const heading = await screen.findByRole('heading', { name: 'Screen /b' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
