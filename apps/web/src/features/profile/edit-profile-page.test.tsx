import { MESSAGES } from '@handlehub/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { installBrowserStubs, mockApi, renderApp, user } from '../../test-support';
import { EditProfilePage } from './edit-profile-page';

beforeAll(installBrowserStubs);
beforeEach(() => session.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TAKEN = new Set(['quinn']);
const usernameBox = () => screen.getByRole('textbox', { name: 'Username' });

function open() {
  const calls = mockApi({
    'GET /api/auth/usernameavailable': (url) => {
      const name = url.searchParams.get('username')!;
      return { username: name, available: !TAKEN.has(name) };
    },
  });
  session.signIn(user, 'token-1');
  renderApp(<EditProfilePage />, { path: '/profile/editprofile' });
  return calls;
}

describe('Edit Profile: changing the username', { timeout: 30_000 }, () => {
  it("a taken name is said at the field before any 'Change Username!' warning (D10)", async () => {
    open();
    fireEvent.input(usernameBox(), { target: { value: 'quinn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(usernameBox().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(MESSAGES.usernameTaken)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Change Username!' })).toBeNull();
  });

  it("a free name goes on to the 'Change Username!' warning (D10)", async () => {
    open();
    fireEvent.input(usernameBox(), { target: { value: 'annnew' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('dialog', { name: 'Change Username!' })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.usernameTaken)).toBeNull();
  });

  it('while typing, the field says whether the name is free; the own name is not asked about (M5)', async () => {
    const calls = open();
    fireEvent.input(usernameBox(), { target: { value: 'quinn' } });
    expect(await screen.findByText(MESSAGES.usernameTaken)).toBeTruthy();
    fireEvent.input(usernameBox(), { target: { value: 'annie' } });
    expect(await screen.findByText('Username is available')).toBeTruthy();
    fireEvent.input(usernameBox(), { target: { value: 'ann' } });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByText('Username is available')).toBeNull();
    expect(calls).toEqual([
      'GET /api/auth/usernameavailable?username=quinn',
      'GET /api/auth/usernameavailable?username=annie',
    ]);
  });
});
