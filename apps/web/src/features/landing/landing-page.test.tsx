import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { installBrowserStubs, mockApi, renderApp, user } from '../../test-support';
import { LandingPage } from './landing-page';

beforeAll(installBrowserStubs);
beforeEach(() => {
  session.clear();
  mockApi({});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('landing page (M1)', { timeout: 30_000 }, () => {
  it("offers 'Create your link' (to /login) beside Explore, and a footer with the legal links", () => {
    renderApp(<LandingPage />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Explore' }).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('link', { name: 'Create your link' }).getAttribute('href')).toBe('/login');
    const footer = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(footer).getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe(
      '/termsandconditions',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacypolicy',
    );
  });

  it('signed in, the call to action goes to the profile', () => {
    session.signIn(user, 'token-1');
    renderApp(<LandingPage />, { path: '/' });
    expect(screen.queryByRole('link', { name: 'Create your link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my profile' }).getAttribute('href')).toBe('/profile');
  });
});
