import { expect, type Locator, type Page } from '@playwright/test';
import {
  appReady,
  browserDrawn,
  fixedPerson,
  openProfile,
  shopOwnerSession,
  signInOnLoad,
  uniqueEmail,
} from '../support';

/**
 * Every screen and state a person can reach (the screens review of 2026-11-24 listed them),
 * each as a name and a way to open it in a fresh page. The screenshot and accessibility checks
 * (screens.spec.ts) and the layout checks (layout.spec.ts) generate one named test per row (and per size),
 * so a screen added here is checked by all of them.
 */
export interface ScreenState {
  /** The test's name and the screenshot's file name: `<screen>--<state>`. */
  name: string;
  /** 'page': a whole screen; 'dialog': a modal/drawer over one (checks that depend on the screen skip these). */
  kind: 'page' | 'dialog';
  /** Opens the state in a page that has opened nothing before, and waits until it shows. */
  open: (page: Page) => Promise<void>;
  /** A bottom drawer: its height must fit its content (layout check b). */
  drawer?: (page: Page) => Locator;
}

/** Demo people of the server's demo content (DEMO_CONTENT=true in playwright.config.ts), never changed by tests. */
export const DEMO = { normal: 'aarav', locked: 'lars.locked', noAccounts: 'quinn', game: 'pubg' } as const;

/** Fixed people for signed-in screens, the same name and username each run (e2e/support.ts fixedPerson). */
const NO_HANDLES = { username: 'checks_empty', name: 'Casey Empty', gender: 'female' } as const;
const WITH_HANDLES = { username: 'checks_handles', name: 'Robin Handles', gender: 'male' } as const;
const HANDLES = {
  instagram: 'robin.handles',
  twitter: 'robinhandles',
  youtube: 'robinplays',
  pubg: '5123456789',
};

async function signedIn(page: Page, person: typeof NO_HANDLES | typeof WITH_HANDLES): Promise<void> {
  const session = await fixedPerson(page, person);
  if (person === WITH_HANDLES) {
    const saved = await page.request.post('/api/social/updatesocialaccount', {
      headers: { 'user-token': session.token },
      data: HANDLES,
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await signInOnLoad(page, session.user, session.token);
}

async function asShopOwner(page: Page): Promise<void> {
  const owner = await shopOwnerSession(page);
  await signInOnLoad(page, owner.user, owner.token);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first();
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

async function goto(page: Page, path: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  // The game page is drawn in the app's shell with a script of its own and never starts the app.
  if ((await page.locator('#page-script').count()) === 0) await appReady(page);
}

/** Waits for an open dialog to finish its opening transition (Mantine animates opacity and transform). */
async function dialogShown(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  await expect
    .poll(() =>
      target.evaluate((el) => {
        const content = el.closest('.mantine-Modal-content, .mantine-Drawer-content') ?? el;
        const style = getComputedStyle(content);
        return (
          style.opacity === '1' &&
          (style.transform === 'none' || /^matrix\(1, 0, 0, 1, 0, 0\)$/.test(style.transform))
        );
      }),
    )
    .toBe(true);
}

async function openHomeFeed(page: Page): Promise<void> {
  // Drawn by the browser, so the screenshot's fixed lists (checks/fixed-data.ts) answer its first page.
  await goto(page, browserDrawn('/home'), (p) => p.getByRole('link', { name: 'Visit Account' }).first());
}

async function search(page: Page, query: string, ready: (page: Page) => Locator): Promise<void> {
  await goto(page, browserDrawn('/search'), (p) =>
    p.getByRole('textbox', { name: 'Search for name or username' }),
  );
  await page.getByRole('textbox', { name: 'Search for name or username' }).fill(query);
  await expect(ready(page)).toBeVisible();
}

async function devSignInNewcomer(page: Page): Promise<void> {
  await goto(page, '/login', (p) => p.getByRole('form', { name: 'Development sign-in' }));
  const form = page.getByRole('form', { name: 'Development sign-in' });
  await form.getByLabel('E-mail').fill(uniqueEmail('checks'));
  await form.getByLabel('Name').fill('Nina Patel');
  await form.getByRole('button', { name: 'Sign in (development)' }).click();
  await dialogShown(dialog(page, 'One step away!'));
}

async function openShopAsOwner(page: Page): Promise<void> {
  await asShopOwner(page);
  await goto(page, browserDrawn('/shop'), (p) => p.getByRole('button', { name: 'Delete Product' }).first());
}

async function openOwnProfileWithHandles(page: Page): Promise<void> {
  await signedIn(page, WITH_HANDLES);
  await goto(page, '/profile', (p) => p.getByRole('button', { name: 'View QR Code Profile' }));
}

/** Add Account, once its fields hold the person's handles. */
async function openAddAccount(page: Page): Promise<void> {
  await signedIn(page, WITH_HANDLES);
  await goto(page, '/profile/addaccount', (p) => p.getByLabel('Instagram', { exact: true }));
  await expect(page.getByLabel('Instagram', { exact: true })).toHaveValue(HANDLES.instagram);
}

/** Edit Profile, once its form is filled from the server. */
async function openEditProfile(page: Page): Promise<void> {
  await signedIn(page, NO_HANDLES);
  await goto(page, '/profile/editprofile', (p) => p.getByLabel('Username'));
  await expect(page.getByLabel('Username')).toHaveValue(NO_HANDLES.username);
}

async function openSettings(page: Page): Promise<void> {
  await signedIn(page, NO_HANDLES);
  await goto(page, '/settings', (p) => p.getByRole('button', { name: 'Logout' }));
}

async function openPublicProfile(
  page: Page,
  username: string,
  ready: (page: Page) => Locator,
): Promise<void> {
  await openProfile(page, username);
  await expect(ready(page)).toBeVisible();
}

/** The demo's ordinary public profile, once its QR card is drawn. */
const openNormalProfile = (page: Page) =>
  openPublicProfile(page, DEMO.normal, (q) => q.getByRole('button', { name: 'View QR Code Profile' }));

/**
 * A dialog's state: the screen `screen` opens, then a press on `button` shows the dialog named `name`. A
 * button given by its name opens the dialog of the same name.
 */
function pressOpens(
  state: string,
  screen: (page: Page) => Promise<void>,
  button: string | ((page: Page) => Locator),
  name: string | RegExp = String(button),
): ScreenState {
  const press =
    typeof button === 'string' ? (page: Page) => page.getByRole('button', { name: button }) : button;
  return {
    name: state,
    kind: 'dialog',
    open: async (p) => {
      await screen(p);
      await press(p).click();
      await dialogShown(dialog(p, name));
    },
  };
}

const sharePanelButton = (page: Page) =>
  page.getByTestId('share-panel').getByRole('button', { name: 'Share', exact: true });

export const SCREEN_STATES: ScreenState[] = [
  {
    name: 'landing',
    kind: 'page',
    open: (p) => goto(p, '/', (q) => q.getByRole('link', { name: 'Explore' })),
  },
  { name: 'home--feed', kind: 'page', open: openHomeFeed },
  {
    name: 'search--empty',
    kind: 'page',
    open: (p) => goto(p, '/search', (q) => q.getByTestId('search-picture')),
  },
  {
    name: 'search--results',
    kind: 'page',
    open: (p) => search(p, 'ma', (q) => q.getByRole('link', { name: /Maya Lindqvist/ })),
  },
  {
    name: 'search--no-results',
    kind: 'page',
    open: (p) => search(p, 'zzzqqqxxnotfound', (q) => q.getByText("No one found for 'zzzqqqxxnotfound'")),
  },
  {
    name: 'login',
    kind: 'page',
    open: (p) => goto(p, '/login', (q) => q.getByRole('form', { name: 'Development sign-in' })),
  },
  { name: 'login--signup-dialog', kind: 'dialog', open: devSignInNewcomer },
  { name: 'info', kind: 'page', open: (p) => goto(p, '/info', (q) => q.getByRole('heading', { level: 1 })) },
  {
    name: 'shop--visitor',
    kind: 'page',
    open: (p) => goto(p, browserDrawn('/shop'), (q) => q.getByRole('link', { name: 'Shop Now' }).first()),
  },
  { name: 'shop--owner', kind: 'page', open: openShopAsOwner },
  pressOpens('shop--add-product-dialog', openShopAsOwner, 'Add New Product'),
  pressOpens(
    'shop--delete-product-dialog',
    openShopAsOwner,
    (p) => p.getByRole('button', { name: 'Delete Product' }).first(),
    'Delete Product',
  ),
  {
    name: 'termsandconditions',
    kind: 'page',
    open: (p) => goto(p, '/termsandconditions', (q) => q.getByRole('heading', { level: 1 })),
  },
  {
    name: 'privacypolicy',
    kind: 'page',
    open: (p) => goto(p, '/privacypolicy', (q) => q.getByRole('heading', { level: 1 })),
  },
  {
    name: 'profile--signed-out',
    kind: 'page',
    open: (p) => goto(p, '/profile', (q) => heading(q, 'Login Required')),
  },
  {
    name: 'profile--no-handles',
    kind: 'page',
    open: async (p) => {
      await signedIn(p, NO_HANDLES);
      await goto(p, '/profile', (q) => q.getByText('Please add account to generate QR code'));
    },
  },
  { name: 'profile--with-handles', kind: 'page', open: openOwnProfileWithHandles },
  {
    ...pressOpens(
      'profile--share-drawer',
      openOwnProfileWithHandles,
      sharePanelButton,
      /Share it on whatsapp/,
    ),
    drawer: (p) => p.locator('.mantine-Drawer-content'),
  },
  {
    name: 'profile--qr-modal',
    kind: 'dialog',
    open: async (p) => {
      await openOwnProfileWithHandles(p);
      await p.getByRole('button', { name: 'View QR Code Profile' }).click();
      await dialogShown(p.getByRole('dialog'));
      await expect(p.getByTestId('qr-image')).toHaveJSProperty('complete', true);
    },
  },
  { name: 'profile-addaccount', kind: 'page', open: openAddAccount },
  {
    name: 'profile-addaccount--success-modal',
    kind: 'dialog',
    open: async (p) => {
      await openAddAccount(p);
      await p.getByRole('button', { name: 'Save' }).click();
      await expect(dialog(p, 'Success')).toBeVisible({ timeout: 10_000 });
      await dialogShown(dialog(p, 'Success'));
    },
  },
  { name: 'profile-editprofile', kind: 'page', open: openEditProfile },
  {
    name: 'profile-editprofile--change-username-dialog',
    kind: 'dialog',
    open: async (p) => {
      await openEditProfile(p);
      await p.getByLabel('Username').fill(`${NO_HANDLES.username}x`);
      await p.getByRole('button', { name: 'Update' }).click();
      await dialogShown(dialog(p, 'Change Username!'));
    },
  },
  {
    name: 'settings--signed-out',
    kind: 'page',
    open: (p) => goto(p, '/settings', (q) => heading(q, 'Login Required')),
  },
  { name: 'settings--signed-in', kind: 'page', open: openSettings },
  pressOpens('settings--feedback-modal', openSettings, 'Feedback'),
  pressOpens('settings--logout-dialog', openSettings, 'Logout'),
  pressOpens('settings--delete-account-dialog', openSettings, 'Delete My Account'),
  {
    name: 'user--normal',
    kind: 'page',
    open: openNormalProfile,
  },
  pressOpens('user--share-sheet', openNormalProfile, sharePanelButton, /Share it on whatsapp/),
  {
    name: 'user--handle-qr-dialog',
    kind: 'dialog',
    open: async (p) => {
      await openNormalProfile(p);
      await p.getByRole('button', { name: 'QR code of the Instagram link' }).click();
      await dialogShown(dialog(p, 'Instagram QR code'));
      await expect(p.getByTestId('handle-qr-image')).toHaveJSProperty('complete', true);
    },
  },
  pressOpens(
    'user--report-dialog',
    openNormalProfile,
    (p) => p.getByRole('button', { name: 'Report', exact: true }),
    `Report @${DEMO.normal}`,
  ),
  {
    name: 'user--unknown',
    kind: 'page',
    open: (p) => openPublicProfile(p, 'nobody.at.all', (q) => heading(q, 'User Not Found!')),
  },
  {
    name: 'user--locked',
    kind: 'page',
    open: (p) => openPublicProfile(p, DEMO.locked, (q) => heading(q, 'Not Accessible!')),
  },
  {
    name: 'user--no-accounts',
    kind: 'page',
    open: (p) => openPublicProfile(p, DEMO.noAccounts, (q) => heading(q, 'No Social Account Found!')),
  },
  {
    name: 'user-game-page',
    kind: 'page',
    open: (p) => goto(p, `/user/${DEMO.normal}/${DEMO.game}`, (q) => q.getByTestId('game-id')),
  },
  {
    name: 'unknown-route',
    kind: 'page',
    open: (p) => goto(p, '/no/such/page', (q) => heading(q, 'Page not found')),
  },
];

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP_SIZE = { width: 1280, height: 800 } as const;
export const SIZES = [
  { name: 'phone', viewport: PHONE, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: DESKTOP_SIZE, isMobile: false, hasTouch: false },
] as const;
export const SCHEMES = ['light', 'dark'] as const;

/**
 * Switches the page's colour scheme in place (the app follows the system setting: Mantine's 'auto' listens
 * to prefers-color-scheme), so one opened state is checked in light and then dark without opening it twice.
 */
export async function useScheme(page: Page, scheme: (typeof SCHEMES)[number]): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  // A page without the app (the game page) takes the system's scheme when it loads, as a visitor's would.
  if ((await page.locator('#page-script').count()) > 0) await page.reload();
  if (await page.locator('html[data-mantine-color-scheme]').count()) {
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  }
  await transitionsDone(page);
}

/** Waits for the CSS transitions and finite animations running now (colours fading to the new scheme). */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}
