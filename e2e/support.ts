import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN, SHOP_OWNER_EMAIL } from '../playwright.config';

export const MOBILE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * The address of a screen the server draws (`/`, `/home`, `/search`, `/shop`, `/info`) that the browser
 * draws instead: the server leaves any URL with a query string to the browser (docs/decisions/019). For
 * tests that answer the screen's first API read themselves (a failure, fixed data): the server's own read
 * would not pass through them.
 */
export const browserDrawn = (path: string) => `${path}?drawn=browser`;

/**
 * Starts the app the way a visitor does, with a first sign of intent (a key press that changes nothing on
 * the page: a server-drawn page runs the app only then, decision 020), and waits until it has hydrated or
 * rendered the page.
 */
export async function appReady(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  // A signed-in screen the server drew as a frame (/profile, /settings) shows the person once the session is read.
  await expect(page.locator('[data-awaits-session]')).toHaveCount(0);
}

/** A unique e-mail per test, so parallel tests never share an account. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@handlehub.test`;
}

/** The top bar (wide screens) and bottom bar (narrow screens). */
export const topBar = (page: Page) => page.locator('header.hh-top-bar');
export const bottomBar = (page: Page) => page.locator('nav.hh-bottom-bar');

/**
 * Opens a public profile and waits until the app has hydrated it: the server's markup shows at once, but
 * the app runs on the visitor's first sign of intent (a tap before then is held until it has hydrated).
 */
export async function openProfile(page: Page, username: string) {
  const response = await page.goto(`/user/${username}`);
  await appReady(page);
  return response;
}

export async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** The links to the terms and the privacy policy, by the names the screen gives them, lead to their pages. */
export async function expectLegalLinks(page: Page, terms = 'Terms and Conditions'): Promise<void> {
  await expect(page.getByRole('link', { name: terms })).toHaveAttribute('href', '/termsandconditions');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacypolicy');
}

export interface SignedUpUser {
  email: string;
  username: string;
  name: string;
  token: string;
  user: { name: string; username: string; gender: string; photo: string | null; isShopOwner: boolean };
}

/**
 * Signs a new person up through the API (dev login) and stores the session in the page's local storage,
 * as the Login screen would. Use it where the sign-in screens themselves are not what the test is about.
 */
export async function signUpViaApi(
  page: Page,
  options: { email?: string; name?: string; username?: string; gender?: 'male' | 'female' } = {},
): Promise<SignedUpUser> {
  const email = options.email ?? uniqueEmail();
  const name = options.name ?? 'Test Person';
  const username = options.username ?? `u${Math.random().toString(36).slice(2, 12)}`;
  const response = await page.request.post('/api/auth/signup', {
    data: { googleUser: { email, name }, username, gender: options.gender ?? 'female' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { user: SignedUpUser['user']; authToken: string };
  await storeSession(page, body.user, body.authToken);
  return { email, username, name, token: body.authToken, user: body.user };
}

/** Puts a session into local storage under the app's keys (opens the app origin first if needed). */
export async function storeSession(page: Page, user: SignedUpUser['user'], token: string): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/info');
  await page.evaluate(
    ([u, t]) => {
      localStorage.setItem('handlehub.user', u);
      localStorage.setItem('handlehub.token', t);
    },
    [JSON.stringify(user), token] as const,
  );
}

/**
 * The shop owner's session, signing them up first only if this server has not met them yet, and giving
 * them the role through the admin API (a dev sign-in never gets it from SHOP_OWNER_EMAILS). Tests run in
 * parallel, so a sign-up that lost the race (409) is followed by a plain login.
 */
export async function shopOwnerSession(page: Page): Promise<{ user: SignedUpUser['user']; token: string }> {
  type SignIn = { loggedIn: boolean; user?: SignedUpUser['user']; authToken?: string };
  const login = async () => {
    const response = await page.request.post('/api/auth/login', {
      data: { email: SHOP_OWNER_EMAIL, name: 'Shop Owner' },
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as SignIn;
  };
  let session = await login();
  if (!session.loggedIn) {
    const signup = await page.request.post('/api/auth/signup', {
      data: {
        googleUser: { email: SHOP_OWNER_EMAIL, name: 'Shop Owner' },
        username: `owner${Date.now().toString(36)}`,
        gender: 'female',
      },
    });
    expect([201, 409]).toContain(signup.status());
    session = await login();
  }
  if (!session.user?.isShopOwner) {
    const grant = await page.request.post(`/api/admin/users/${session.user?.username}/grant-shop`, {
      headers: { 'admin-token': E2E_ADMIN_TOKEN, 'admin-actor': 'e2e' },
      data: {},
    });
    expect(grant.status()).toBe(200);
    session = await login();
  }
  expect(session.user?.isShopOwner).toBe(true);
  return { user: session.user!, token: session.authToken! };
}

/**
 * A person with a FIXED username, e-mail `<username>@handlehub.test` and name, signed up the first time this
 * server meets them and signed in after that (parallel tests may race to sign them up: a 409 is followed by a
 * login). The screenshot and accessibility checks use it so a signed-in screen shows the same name each run.
 * Nothing is stored in the page: pair it with signInOnLoad.
 */
export async function fixedPerson(
  page: Page,
  person: { username: string; name: string; gender?: 'male' | 'female' },
): Promise<{ user: SignedUpUser['user']; token: string }> {
  type SignIn = { loggedIn: boolean; user?: SignedUpUser['user']; authToken?: string };
  const email = `${person.username}@handlehub.test`;
  const login = async () => {
    const response = await page.request.post('/api/auth/login', { data: { email, name: person.name } });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as SignIn;
  };
  let session = await login();
  if (!session.loggedIn) {
    const signup = await page.request.post('/api/auth/signup', {
      data: {
        googleUser: { email, name: person.name },
        username: person.username,
        gender: person.gender ?? 'female',
      },
    });
    expect([201, 409], await signup.text()).toContain(signup.status());
    session = await login();
  }
  expect(session.loggedIn, `${person.username} signs in`).toBe(true);
  return { user: session.user!, token: session.authToken! };
}

/**
 * Stores a session in local storage before every document of this page loads (the app's keys, as the Login
 * screen would), so the first screen opened is already signed in without opening another page first.
 */
export async function signInOnLoad(page: Page, user: SignedUpUser['user'], token: string): Promise<void> {
  await page.addInitScript(
    ([u, t]) => {
      localStorage.setItem('handlehub.user', u);
      localStorage.setItem('handlehub.token', t);
    },
    [JSON.stringify(user), token] as const,
  );
}
