import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { card, installBrowserStubs, mockApi, renderApp } from '../../test-support';
import { HomePage } from './home-page';
import { SearchPage } from './search-page';

beforeAll(installBrowserStubs);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const verifiedCard = (username: string, name: string) => ({ ...card(username, name), verified: true });

describe('Verified only', { timeout: 30_000 }, () => {
  it('on /search: sets verified=1 in the address and the query, and marks verified people', async () => {
    const calls = mockApi({
      'GET /api/search/': (url) => ({
        users:
          url.searchParams.get('page') !== '1'
            ? []
            : url.searchParams.get('verified') === '1'
              ? [verifiedCard('vera', 'Vera Real')]
              : [card('maya', 'Maya Claim'), verifiedCard('vera', 'Vera Real')],
      }),
    });
    renderApp(<SearchPage />, { path: '/search' });
    fireEvent.input(screen.getByRole('textbox', { name: 'Search for name or username' }), {
      target: { value: 'a' },
    });
    const results = () => screen.getByRole('list', { name: 'Search results' });
    expect(await screen.findByRole('link', { name: /Maya Claim/ })).toBeTruthy();
    // A card says "Verified" with the whole sentence as its name; a self-claimed person's card says nothing.
    const vera = within(results()).getByRole('link', { name: /Vera Real/ });
    expect(within(vera).getByRole('img', { name: /^Verified: at least one handle/ }).textContent).toBe(
      'Verified',
    );
    const maya = within(results()).getByRole('link', { name: /Maya Claim/ });
    expect(within(maya).queryByTestId('verified-mark')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: /Verified only/ }));
    expect(screen.getByTestId('location').textContent).toBe('/search?verified=1');
    await screen.findByText('No more data to load');
    expect(calls).toContain('GET /api/search/?q=a&page=1&verified=1');
    expect(within(results()).queryByRole('link', { name: /Maya Claim/ })).toBeNull();
    expect(within(results()).getByRole('link', { name: /Vera Real/ })).toBeTruthy();

    // Off again: the address and the query drop it.
    fireEvent.click(screen.getByRole('checkbox', { name: /Verified only/ }));
    expect(screen.getByTestId('location').textContent).toBe('/search');
    expect(await within(results()).findByRole('link', { name: /Maya Claim/ })).toBeTruthy();
  });

  it('on /search with nothing typed: lists the verified people of the feed', async () => {
    const calls = mockApi({
      'GET /api/home/': (url) => ({
        users: url.searchParams.get('page') === '1' ? [verifiedCard('vera', 'Vera Real')] : [],
      }),
    });
    renderApp(<SearchPage />, { path: '/search?verified=1' });
    expect((screen.getByRole('checkbox', { name: /Verified only/ }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByRole('link', { name: /Vera Real/ })).toBeTruthy();
    expect(calls).toContain('GET /api/home/?page=1&verified=1');
  });

  it('on /home ("find players"): with a game, both go to the feed', async () => {
    const calls = mockApi({
      'GET /api/home/': (url) => ({
        users: url.searchParams.get('page') === '1' ? [verifiedCard('vera', 'Vera Real')] : [],
      }),
    });
    renderApp(<HomePage />, { path: '/home?game=fortnite' });
    await screen.findByRole('article', { name: 'Vera Real' });
    expect(calls).toContain('GET /api/home/?page=1&game=fortnite');
    fireEvent.click(screen.getByRole('checkbox', { name: /Verified only/ }));
    expect(screen.getByTestId('location').textContent).toBe('/home?game=fortnite&verified=1');
    await screen.findByText('No more data to load');
    expect(calls).toContain('GET /api/home/?page=1&game=fortnite&verified=1');
    const article = screen.getByRole('article', { name: 'Vera Real' });
    expect(within(article).getByRole('img', { name: /^Verified/ })).toBeTruthy();
  });
});
