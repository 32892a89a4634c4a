import { MESSAGES } from '@handlehub/shared';
import { STORAGE_KEYS } from '@handlehub/shared/storage-keys';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { mockApi, refusal, renderApp, setUpScreenTests, user } from '../../test-support';
import { LoginPage } from './login-page';

setUpScreenTests();

const googleUser = { googleId: 'dev:new@handlehub.test', email: 'new@handlehub.test', name: 'New Person' };

async function startSignUp() {
  fireEvent.input(screen.getByRole('textbox', { name: 'E-mail' }), {
    target: { value: 'new@handlehub.test' },
  });
  fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'New Person' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in (development)' }));
  return screen.findByRole('dialog', { name: 'One step away!' });
}

const usernameBox = () => screen.getByRole('textbox', { name: /Username/ });

describe('/login', { timeout: 30_000 }, () => {
  it('a signed-in person is sent to their profile (D11)', async () => {
    mockApi({});
    session.signIn(user, 'token-1');
    renderApp(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'));
    expect(screen.queryByText("Log in and let's get started!")).toBeNull();
  });

  it("a reload during sign-up brings 'One step away!' back, and sign-up then works (D19)", async () => {
    const signups: unknown[] = [];
    mockApi({
      'POST /api/auth/login': () => ({ loggedIn: false, googleUser }),
      'GET /api/auth/usernameavailable': (url) => ({
        username: url.searchParams.get('username'),
        available: true,
      }),
      'POST /api/auth/signup': (_url, init) => {
        signups.push(JSON.parse(String(init?.body)));
        return Response.json(
          { user: { ...user, username: 'newbie' }, authToken: 'token-2' },
          { status: 201 },
        );
      },
    });
    const first = renderApp(<LoginPage />, { path: '/login' });
    await startSignUp();
    first.unmount();
    // The reload: a new page with nothing in memory, the tab's session storage kept.
    renderApp(<LoginPage />, { path: '/login' });
    const dialog = await screen.findByRole('dialog', { name: 'One step away!' });
    expect(dialog).toBeTruthy();
    fireEvent.input(usernameBox(), { target: { value: 'newbie' } });
    fireEvent.click(screen.getByPlaceholderText('Select option'));
    fireEvent.click(await screen.findByRole('option', { name: 'female', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'), {
      timeout: 5000,
    });
    expect(signups).toEqual([
      {
        googleUser: { email: 'new@handlehub.test', name: 'New Person' },
        username: 'newbie',
        gender: 'female',
      },
    ]);
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingSignup)).toBeNull();
  });

  it('the username is checked while typed: taken shows at the field, free says so (M5, D10)', async () => {
    const asked: string[] = [];
    mockApi({
      'POST /api/auth/login': () => ({ loggedIn: false, googleUser }),
      'GET /api/auth/usernameavailable': (url) => {
        const name = url.searchParams.get('username')!;
        asked.push(name);
        return { username: name, available: name !== 'quinn' };
      },
    });
    renderApp(<LoginPage />, { path: '/login' });
    await startSignUp();
    fireEvent.input(usernameBox(), { target: { value: 'Qu' } });
    fireEvent.input(usernameBox(), { target: { value: 'Quinn' } });
    expect(await screen.findByText(MESSAGES.usernameTaken)).toBeTruthy();
    expect(usernameBox().getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(usernameBox(), { target: { value: 'quinn2' } });
    expect(await screen.findByText('Username is available')).toBeTruthy();
    // One question per pause in typing, none for a name that breaks a rule ('qu' is too short).
    expect(asked).toEqual(['quinn', 'quinn2']);
  });

  it('a name taken when Save is pressed is said at the field, not only in a toast (D10)', async () => {
    mockApi({
      'POST /api/auth/login': () => ({ loggedIn: false, googleUser }),
      // The live check cannot know: someone takes the name between the check and Save.
      'GET /api/auth/usernameavailable': (url) => ({
        username: url.searchParams.get('username'),
        available: true,
      }),
      'POST /api/auth/signup': () => refusal(409, MESSAGES.usernameTaken),
    });
    renderApp(<LoginPage />, { path: '/login' });
    await startSignUp();
    fireEvent.input(usernameBox(), { target: { value: 'raced' } });
    fireEvent.click(screen.getByPlaceholderText('Select option'));
    fireEvent.click(await screen.findByRole('option', { name: 'male', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(usernameBox().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(MESSAGES.usernameTaken)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });
});
