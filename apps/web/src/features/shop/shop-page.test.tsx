import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLayout } from '../../app/app-layout';
import { session } from '../../lib/session';
import { failsUntilTryAgain, mockApi, renderApp, setUpScreenTests, user } from '../../test-support';
import { ShopPage } from './shop-page';

setUpScreenTests();

const products = (url: URL) => ({
  products:
    url.searchParams.get('page') === '1'
      ? [
          {
            _id: 'p1',
            productName: 'Tote bag',
            productDesc: 'A bag',
            productLink: 'https://shop.example/p1',
            productPhoto: null,
          },
        ]
      : [],
});

describe('/shop', { timeout: 30_000 }, () => {
  it("a failed list shows 'Try again', which loads it (D22)", async () => {
    const list = failsUntilTryAgain(products);
    mockApi({ 'GET /api/product/': list.handler });
    renderApp(<ShopPage />, { path: '/shop' });
    await list.pressTryAgain();
    expect(await screen.findByText('Tote bag')).toBeTruthy();
    expect(await screen.findByText('No more products to load')).toBeTruthy();
  });

  it('a shop-owner role granted since sign-in applies on opening /shop, without signing in again (D18)', async () => {
    session.signIn(user, 'token-1');
    let owner = true;
    const calls = mockApi({
      'GET /api/product/': products,
      'GET /api/profile/getuser': () => ({ user: { ...user, isShopOwner: owner } }),
    });
    renderApp(<ShopPage />, { path: '/shop', layout: <AppLayout /> });
    expect(await screen.findByRole('button', { name: 'Add New Product' })).toBeTruthy();
    expect(session.get()?.user.isShopOwner).toBe(true);
    expect(calls).toContain('GET /api/profile/getuser');

    // Taken away again: the next focus of the window on /shop says so.
    owner = false;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add New Product' })).toBeNull());
  });
});
