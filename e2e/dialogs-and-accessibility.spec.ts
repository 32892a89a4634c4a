import {
  contrastRatio,
  NON_TEXT_CONTRAST_MIN,
  relativeLuminance,
  TEXT_CONTRAST_MIN,
} from '@handlehub/shared/color-contrast';
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import {
  appReady,
  openProfile,
  type SignedUpUser,
  shopOwnerSession,
  signUpViaApi,
  storeSession,
} from './support';

/** The phone and laptop sizes every screen is reviewed at. */
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const SCREENS = [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const;

/** Someone with one handle, so /profile offers Share and 'View QR Code Profile'. */
async function personWithHandle(page: Page, name = 'Ui Person'): Promise<SignedUpUser> {
  const person = await signUpViaApi(page, { name });
  const saved = await page.request.post('/api/social/updatesocialaccount', {
    headers: { 'user-token': person.token },
    data: { instagram: `${person.username}.gram`, linkedin: `${person.username}in` },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return person;
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
};

/** `rgb(r, g, b)` as the browser computes it, for the contrast helper. */
/**
 * Opens a dialog from `opener` by keyboard, runs `inside` on it, then closes it with `close` (Escape unless
 * said): the dialog is gone and focus is back on its opener.
 */
async function openByKeyboard(
  page: Page,
  opener: Locator,
  name: string | RegExp,
  inside: (dialog: Locator) => Promise<void>,
  close: (dialog: Locator) => Promise<void> = () => page.keyboard.press('Escape'),
) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await inside(dialog);
  await close(dialog);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

const computed = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** A theme colour (`var(--mantine-…)`) as the browser computes it in the page's scheme now. */
const themeColor = (page: Page, value: string) =>
  page.evaluate((v) => {
    const probe = document.createElement('span');
    probe.style.color = v;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, value);

for (const [label, viewport] of SCREENS) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport });

    test('D1: the share drawer is a bottom sheet as tall as its content, over the dimmed page', async ({
      page,
    }) => {
      const person = await personWithHandle(page);
      for (const open of [
        async () => {
          await page.goto('/profile');
          await page.getByRole('button', { name: 'Share', exact: true }).click();
        },
        async () => {
          await openProfile(page, person.username);
          await page.getByRole('button', { name: 'Share', exact: true }).click();
        },
      ]) {
        await open();
        const drawer = page.getByRole('dialog', { name: 'Share it on whatsapp' });
        await expect(drawer.getByRole('link', { name: 'Whatsapp' })).toBeVisible();
        const content = page.locator('.mantine-Drawer-content');
        // Docked at the bottom once it has slid up (250 ms).
        await expect
          .poll(async () => {
            const { y, height } = await box(content);
            return Math.round(y + height);
          })
          .toBe(viewport.height);
        const sheet = await box(content);
        const header = await box(content.locator('.mantine-Drawer-header'));
        const body = await box(content.locator('.mantine-Drawer-body'));
        // As tall as its header and body (no empty screen-high sheet).
        expect(sheet.height).toBeLessThanOrEqual(header.height + body.height + 2);
        // A sheet, never a screen: the public page's holds the QR code, Save contact and Embed card too.
        expect(sheet.height).toBeLessThan(viewport.height / 2);
        // The page shows above it, under a dimming overlay.
        const overlay = page.locator('.mantine-Drawer-overlay');
        await expect(overlay).toBeVisible();
        expect(Number(await computed(overlay, 'opacity'))).toBeGreaterThan(0);
        await expect(page.getByTestId('share-panel')).toBeInViewport();
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
      }
    });

    test('D17: the QR modal fits the screen, downloads included', async ({ page }) => {
      await personWithHandle(page);
      await page.goto('/profile');
      await page.getByRole('button', { name: 'View QR Code Profile' }).click();
      const modal = page.getByRole('dialog', { name: 'QR Code Profile' });
      await expect(modal.getByTestId('qr-image')).toBeVisible();
      const dialog = await box(page.locator('.mantine-Modal-content'));
      expect(dialog.y).toBeGreaterThanOrEqual(0);
      expect(dialog.y + dialog.height).toBeLessThanOrEqual(viewport.height);
      for (const name of ['Download SVG', 'Download PNG']) {
        await expect(modal.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
      }
      // The QR code stays big enough to scan from a screen.
      expect((await box(modal.getByTestId('qr-image'))).width).toBeGreaterThanOrEqual(180);
    });

    test("D3, D14: the shop owner's cards read 'Delete Product' whole and show the photo uncut", async ({
      page,
    }) => {
      const owner = await shopOwnerSession(page);
      await storeSession(page, owner.user, owner.token);
      await page.goto('/shop');
      await appReady(page);
      const deletes = page.getByRole('button', { name: 'Delete Product' });
      await expect(deletes.first()).toBeVisible();
      const count = await deletes.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        const label = deletes.nth(i).locator('.mantine-Button-label');
        const fits = await label.evaluate((el) => el.scrollWidth <= el.clientWidth);
        expect(fits, `Delete Product #${i + 1} is clipped`).toBe(true);
        expect((await box(deletes.nth(i))).height).toBeGreaterThanOrEqual(44);
      }
      // Photos are stored square; the card shows them square, so nothing is cut off.
      const photo = page.getByRole('article').first().getByRole('img').first();
      await expect(photo).toHaveJSProperty('complete', true);
      const shown = await box(photo);
      const natural = await photo.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
      expect(shown.width / shown.height).toBeCloseTo(natural, 1);
    });
  });
}

test.describe('keyboard and screen readers (D9)', () => {
  test.use({ viewport: LAPTOP });

  test('the share drawer and the QR modal: named close buttons, focus back on the opener after Escape', async ({
    page,
  }) => {
    await personWithHandle(page);
    await page.goto('/profile');

    const namedClose = (dialog: Locator) =>
      expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    const share = page.getByRole('button', { name: 'Share', exact: true });
    // The server's frame draws it disabled until the app knows who is signed in.
    await expect(share).toBeEnabled();
    await openByKeyboard(page, share, 'Share it on whatsapp', namedClose);
    const qr = page.getByRole('button', { name: 'View QR Code Profile' });
    await openByKeyboard(page, qr, 'QR Code Profile', namedClose);

    // The × of a toast has a name too.
    await page.getByRole('button', { name: 'Copy Link', exact: true }).click();
    const toasts = page.locator('.mantine-Notifications-root');
    await expect(toasts.getByRole('button', { name: 'Close' })).toBeVisible();
  });

  test('each dialog starts on its first control, not the ×, and gives focus back to its opener', async ({
    page,
  }) => {
    const person = await personWithHandle(page);
    /** Opens the dialog from `opener` by keyboard: focus starts on `first`; then `close` closes it. */
    const check = (
      opener: Locator,
      name: string | RegExp,
      first: (dialog: Locator) => Locator,
      close?: (dialog: Locator) => Promise<void>,
    ) => openByKeyboard(page, opener, name, (dialog) => expect(first(dialog)).toBeFocused(), close);
    const cancel = (dialog: Locator) => dialog.getByRole('button', { name: 'Cancel' });

    await page.goto('/profile');
    await appReady(page);
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await check(share, /Share it on whatsapp/, (d) => d.getByRole('link', { name: 'Whatsapp' }));
    const qr = page.getByRole('button', { name: 'View QR Code Profile' });
    await check(qr, 'QR Code Profile', (d) => d.getByRole('button', { name: 'Copy', exact: true }));

    // Report is for other people's pages (nobody reports themselves).
    await openProfile(page, 'aarav');
    const report = page.getByRole('button', { name: 'Report', exact: true });
    const reason = (d: Locator) => d.getByRole('radio').first();
    await check(report, 'Report @aarav', reason);
    await check(report, 'Report @aarav', reason, (d) => cancel(d).click());
    await openProfile(page, person.username);
    const handleQr = page.getByRole('button', { name: 'QR code of the Instagram link' });
    await check(handleQr, 'Instagram QR code', (d) => d.getByRole('button', { name: 'Copy', exact: true }));

    await page.goto('/settings');
    await appReady(page);
    await check(page.getByRole('button', { name: 'Logout' }), 'Logout', cancel);
    await check(page.getByRole('button', { name: 'Delete My Account' }), 'Delete My Account', cancel);

    await page.goto('/profile/editprofile');
    await appReady(page);
    await expect(page.getByLabel('Username')).toHaveValue(person.username);
    await page.getByLabel('Username').fill(`${person.username}x`);
    await check(page.getByRole('button', { name: 'Update' }), 'Change Username!', cancel);
  });

  test("the shop owner's 'Delete Product' question starts on Cancel", async ({ page }) => {
    const owner = await shopOwnerSession(page);
    await storeSession(page, owner.user, owner.token);
    await page.goto('/shop');
    await appReady(page);
    const remove = page.getByRole('button', { name: 'Delete Product' }).first();
    await openByKeyboard(page, remove, 'Delete Product', (dialog) =>
      expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused(),
    );
  });

  test('an input shows a 2 px focus outline, as links and buttons do', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel('E-mail');
    await email.focus();
    expect(await computed(email, 'outline-style')).toBe('solid');
    expect(await computed(email, 'outline-width')).toBe('2px');
  });
});

test('D2: Edit Profile opened first shows styled radios, not the browser radio and a disc', async ({
  page,
}) => {
  await signUpViaApi(page, { gender: 'male' });
  // No other screen before (storing the session opened /info; a fresh load of Edit Profile).
  await page.goto('/profile/editprofile');
  const radio = page.getByRole('radio', { name: 'Male', exact: true });
  await expect(radio).toBeChecked();
  expect(await computed(radio, 'appearance')).toBe('none');
  expect(await computed(radio, 'border-radius')).not.toBe('0px');
  // Mantine's check mark: drawn only on the chosen option, at the radio's size (not a big disc below it).
  const radioBox = await box(radio);
  const icon = await box(page.locator('.mantine-Radio-icon').first());
  expect(icon.width).toBeLessThanOrEqual(radioBox.width);
  expect(icon.y).toBeGreaterThanOrEqual(radioBox.y - 1);
  expect(icon.y + icon.height).toBeLessThanOrEqual(radioBox.y + radioBox.height + 1);
});

test.describe('contrast in the browser (D4, D23)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${scheme}: a primary button's text, dimmed text and the LinkedIn icon`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(PHONE);
      const person = await personWithHandle(page);
      await page.goto('/');
      await appReady(page);
      const button = page.getByRole('link', { name: 'Explore' });
      await expect(button).toBeVisible();
      const ratio = contrastRatio(
        await computed(button, 'color'),
        await computed(button, 'background-color'),
      );
      expect(ratio).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);

      await openProfile(page, person.username);
      const page_ = await computed(page.locator('body'), 'background-color');
      const card = await computed(page.getByTestId('share-panel'), 'background-color');
      const handle = page.getByRole('button', { name: `@${person.username}, copy profile link` });
      expect(contrastRatio(await computed(handle, 'color'), card)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);

      const linkedin = page.locator('svg[data-icon="Linkedin"]').first();
      await expect(linkedin).toBeVisible();
      const stroke = await computed(linkedin, 'stroke');
      for (const ground of [page_, card]) {
        expect(contrastRatio(stroke, ground)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST_MIN);
      }
    });

    test(`${scheme}: 'Back to HomePage' is in the theme's colours, 4.5:1 at least`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(PHONE);
      await page.goto('/no/such/page');
      await appReady(page);
      // The unknown page's way back is the same link as everywhere else (one back link).
      const back = page.getByRole('link', { name: 'Back to HomePage' });
      expect(await computed(back, 'color')).toBe(await themeColor(page, 'var(--mantine-color-anchor)'));
      expect(
        contrastRatio(
          await computed(back, 'color'),
          await computed(page.locator('body'), 'background-color'),
        ),
      ).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);

      await openProfile(page, 'nobody.at.all');
      await expect(page.getByRole('heading', { name: 'User Not Found!' })).toBeVisible();
      const link = page.getByRole('link', { name: 'Back to HomePage' });
      const color = await computed(link, 'color');
      expect(color).toBe(await themeColor(page, 'var(--mantine-color-anchor)'));
      const body = await computed(page.locator('body'), 'background-color');
      expect(contrastRatio(color, body)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
    });

    // Pictures drawn inline so that they follow the scheme (search-art.tsx, login-art.tsx).
    for (const { what, path, testId } of [
      { what: "the empty search's picture", path: '/search', testId: 'search-picture' },
      { what: "the login screen's picture", path: '/login', testId: 'login-picture' },
      { what: "the 'Login Required' picture", path: '/settings', testId: 'login-picture' },
    ]) {
      test(`${scheme}: ${what} is drawn for the ${scheme} page`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize(PHONE);
        await page.goto(path);
        await appReady(page);
        const picture = page.getByTestId(testId);
        await expect(picture).toBeVisible();
        const body = await computed(page.locator('body'), 'background-color');
        const { data, info } = await sharp(await picture.screenshot())
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        let light = 0;
        let strongest = 1;
        for (let i = 0; i < data.length; i += info.channels) {
          const pixel = { r: data[i]!, g: data[i + 1]!, b: data[i + 2]!, a: 1 };
          if (relativeLuminance(pixel) > 0.5) light++;
          strongest = Math.max(strongest, contrastRatio(pixel, body));
        }
        const lightShare = light / (info.width * info.height);
        // Dark: no light card on the dark page (it was half the picture). Light stays as drawn: its screenshot
        // baselines (screens.spec.ts: search--empty, login) hold it.
        if (scheme === 'dark') expect(lightShare, 'share of light pixels').toBeLessThan(0.1);
        // Either way the picture stands out from the page (the magnifier, the phone: 3:1 at least).
        expect(strongest).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST_MIN);
      });
    }
  }
});

test("tap targets: 'Report' under a public profile is 44×44 px at least and still quiet text", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openProfile(page, 'aarav');
  const report = page.getByRole('button', { name: 'Report', exact: true });
  const target = await box(report);
  expect(target.width).toBeGreaterThanOrEqual(44);
  expect(target.height).toBeGreaterThanOrEqual(44);
  // Not a primary button: no ground of its own, the small text size.
  expect(await computed(report, 'background-color')).toBe('rgba(0, 0, 0, 0)');
  expect(await computed(report, 'font-size')).toBe('14px');
});

test("tap targets: 'Back to HomePage' above a profile is 44 px tall and only as wide as its text", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openProfile(page, 'aarav');
  const back = page.getByRole('link', { name: 'Back to HomePage' });
  const target = await box(back);
  expect(target.height).toBeGreaterThanOrEqual(44);
  // Its own width, not the column's: a tap beside it is not a tap on it.
  expect(target.width).toBeLessThan(PHONE.width / 2);
  // That it takes no room of its own (the page below stays where it was) the user--* baselines hold.
});

test('tap targets: the primary actions on the profile and the top bar icons are 44 px at least', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await personWithHandle(page);
  await page.goto('/profile');
  for (const name of ['Share', 'Copy Link', 'View QR Code Profile']) {
    const target = await box(page.getByRole('button', { name, exact: true }));
    expect(target.height, name).toBeGreaterThanOrEqual(44);
  }
  const icons = page.locator('header.hh-top-bar .mantine-ActionIcon-root');
  expect(await icons.count()).toBeGreaterThan(0);
  for (const icon of await icons.all()) {
    const target = await box(icon);
    expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
  }
});
