import { COMMON_MESSAGES } from '@handlehub/shared/common-messages';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { card, failsUntilTryAgain, installBrowserStubs, mockApi, renderApp } from '../../test-support';
import { SearchPage } from './search-page';

beforeAll(installBrowserStubs);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const type = (text: string) =>
  fireEvent.input(screen.getByRole('textbox', { name: 'Search for name or username' }), {
    target: { value: text },
  });

describe('/search', { timeout: 30_000 }, () => {
  it("a query nobody matches says so, with a hint; not only 'No more data to load' (D5)", async () => {
    mockApi({ 'GET /api/search/': () => ({ users: [] }) });
    renderApp(<SearchPage />, { path: '/search' });
    type('zzzqqq');
    expect(await screen.findByText("No one found for 'zzzqqq'")).toBeTruthy();
    expect(screen.getByText('Check the spelling, or try part of a name or username.')).toBeTruthy();
    expect(screen.queryByText('No more data to load')).toBeNull();
  });

  it("a list with people still ends with 'No more data to load' (D5)", async () => {
    mockApi({
      'GET /api/search/': (url) => ({ users: url.searchParams.get('page') === '1' ? [card('maya')] : [] }),
    });
    renderApp(<SearchPage />, { path: '/search' });
    type('maya');
    expect(await screen.findByRole('link', { name: /Person maya/ })).toBeTruthy();
    expect(await screen.findByText('No more data to load')).toBeTruthy();
    expect(screen.queryByText(/No one found/)).toBeNull();
  });

  it("a game chosen with nothing typed lists that game's people from the game-filtered feed (D21)", async () => {
    const calls = mockApi({
      'GET /api/home/': (url) => ({
        users:
          url.searchParams.get('game') === 'fortnite' && url.searchParams.get('page') === '1'
            ? [card('fortfan', 'Fort Fan')]
            : [],
      }),
    });
    renderApp(<SearchPage />, { path: '/search' });
    expect(screen.getByTestId('search-picture')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Fortnite' }));
    expect(await screen.findByRole('heading', { name: 'People who play Fortnite' })).toBeTruthy();
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(await within(results).findByRole('link', { name: /Fort Fan/ })).toBeTruthy();
    expect(screen.queryByTestId('search-picture')).toBeNull();
    expect(calls).toContain('GET /api/home/?page=1&game=fortnite');
    expect(screen.getByTestId('location').textContent).toBe('/search?game=fortnite');
  });

  it("a failed search shows 'Try again', which asks again (D22)", async () => {
    const list = failsUntilTryAgain(
      (url) => ({ users: url.searchParams.get('page') === '1' ? [card('maya', 'Maya Lee')] : [] }),
      503,
    );
    mockApi({ 'GET /api/search/': list.handler });
    renderApp(<SearchPage />, { path: '/search' });
    type('maya');
    await list.pressTryAgain();
    expect(await screen.findByRole('link', { name: /Maya Lee/ })).toBeTruthy();
    expect(screen.queryByText(COMMON_MESSAGES.listFailed)).toBeNull();
  });

  it('has a labelled way back home for wide screens, where no bar shows (D6)', () => {
    mockApi({});
    renderApp(<SearchPage />, { path: '/search' });
    const back = screen.getByRole('link', { name: 'Back to Home' });
    expect(back.getAttribute('href')).toBe('/home');
    // Shown only where the top bar would be (global.css): phones have the bottom bar.
    expect(back.classList.contains('hh-wide-only')).toBe(true);
  });
});
