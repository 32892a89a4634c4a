import { STORAGE_KEYS } from '@handlehub/shared/storage-keys';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { card, failsUntilTryAgain, mockApi, renderApp, setUpScreenTests, user } from '../../test-support';
import { HomePage } from './home-page';

setUpScreenTests();

const feed = (url: URL) => ({
  users: url.searchParams.get('page') === '1' ? [card('maya', 'Maya Lee'), card('omar', 'Omar K')] : [],
});

describe('/home', { timeout: 30_000 }, () => {
  it("'Visit Account' is a link to the profile, and following it keeps the feed's place (M4)", async () => {
    mockApi({ 'GET /api/home/': feed });
    renderApp(<HomePage />, { path: '/home' });
    const maya = await screen.findByRole('article', { name: 'Maya Lee' });
    // Named by its person, so eleven such links can be told apart (the visible text comes first).
    const visit = within(maya).getByRole('link', { name: 'Visit Account of Maya Lee' });
    expect(visit.getAttribute('href')).toBe('/user/maya');
    Object.defineProperty(window, 'scrollY', { value: 1234, configurable: true });
    // A click that opens a new tab leaves this tab's feed where it is: nothing saved, no navigation here.
    fireEvent.click(visit, { ctrlKey: true });
    expect(sessionStorage.getItem(STORAGE_KEYS.homeScroll)).toBeNull();
    fireEvent.click(visit);
    expect(sessionStorage.getItem(STORAGE_KEYS.homeScroll)).toBe('1234');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/maya'));
  });

  it('the signed-in card has the Copy Link button its text names, which copies the profile link (D20)', async () => {
    mockApi({ 'GET /api/home/': feed });
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    session.signIn(user, 'token-1');
    renderApp(<HomePage />, { path: '/home' });
    const panel = screen.getByTestId('share-panel');
    expect(
      within(panel).getByText('Share the above link to your friends or click to Copy Link and share it'),
    ).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://handlehub.example/user/ann'));
    expect(within(panel).getByRole('button', { name: 'Share profile' })).toBeTruthy();
  });

  it("a failed feed shows 'Try again', which loads it (D22)", async () => {
    const list = failsUntilTryAgain(feed);
    mockApi({ 'GET /api/home/': list.handler });
    renderApp(<HomePage />, { path: '/home' });
    await list.pressTryAgain();
    expect(await screen.findByRole('article', { name: 'Maya Lee' })).toBeTruthy();
    expect(await screen.findByText('No more data to load')).toBeTruthy();
  });
});
