import { PAGE_BACKGROUNDS, PAGE_BUTTONS, PROFILE_THEME_IDS, type ProfileThemeId } from '@handlehub/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './checks/axe';
import { FIXED_TIME, masked, SCREENSHOT_OPTIONS, settle } from './checks/shots';
import { SCHEMES, SIZES, useScheme } from './checks/states';
import { appReady, fixedPerson, openProfile } from './support';

/**
 * The public page in each of the six themes, each with a page style a person would pick, so that every
 * background and every button shape is drawn too: phone and desktop, light and dark, against baselines in
 * e2e/__screenshots__/page-themes.spec.ts/, with axe (no serious or critical violation) on each, and the
 * first link within 400 px of the top on the phone.
 */
const LOOKS: Record<ProfileThemeId, { background: string; buttons: string }> = {
  violet: { background: 'solid', buttons: 'filled' },
  ocean: { background: 'solid', buttons: 'outline' },
  forest: { background: 'gradient', buttons: 'filled' },
  sunset: { background: 'gradient', buttons: 'pill' },
  rose: { background: 'solid', buttons: 'pill' },
  graphite: { background: 'gradient', buttons: 'outline' },
};

test('the looks cover every theme, background and button shape', () => {
  expect(Object.keys(LOOKS).sort()).toEqual([...PROFILE_THEME_IDS].sort());
  expect(new Set(Object.values(LOOKS).map((l) => l.background))).toEqual(new Set(PAGE_BACKGROUNDS));
  expect(new Set(Object.values(LOOKS).map((l) => l.buttons))).toEqual(new Set(PAGE_BUTTONS));
});

/** A fixed person per theme (the same name, username and handles each run) wearing that theme's look. */
async function themedPerson(page: Page, theme: ProfileThemeId): Promise<string> {
  const username = `looks_${theme}`;
  const { token } = await fixedPerson(page, { username, name: 'Riley Stone', gender: 'male' });
  const handles = await page.request.post('/api/social/updatesocialaccount', {
    headers: { 'user-token': token },
    data: { instagram: 'riley.plays', twitter: 'riley_s', youtube: 'rileystone', pubg: '5123456789' },
  });
  expect(handles.status(), await handles.text()).toBe(200);
  const update = await page.request.post('/api/profile/updateprofile', {
    headers: { 'user-token': token },
    multipart: {
      name: 'Riley Stone',
      username,
      gender: 'male',
      bio: 'Speedrunner and map maker.',
      theme,
      ...LOOKS[theme],
    },
  });
  expect(update.status(), await update.text()).toBe(200);
  return username;
}

for (const size of SIZES) {
  test.describe(`page themes ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });
    for (const theme of PROFILE_THEME_IDS) {
      const look = LOOKS[theme];
      test(`${theme}, ${look.background} ground, ${look.buttons} buttons`, async ({ page }) => {
        await page.clock.setFixedTime(FIXED_TIME);
        const username = await themedPerson(page, theme);
        await openProfile(page, username);
        await appReady(page);
        const themed = page.locator('[data-profile-theme]');
        await expect(themed).toHaveAttribute('data-page-background', look.background);
        await expect(themed).toHaveAttribute('data-page-buttons', look.buttons);
        const row = page.locator('.hh-item-row').first();
        if (size.name === 'phone') expect((await row.boundingBox())!.y).toBeLessThanOrEqual(400);
        // What each choice draws, as the browser computed it.
        const drawn = await row.evaluate((el) => {
          const s = getComputedStyle(el);
          return { radius: Number.parseFloat(s.borderTopLeftRadius), ground: s.backgroundColor };
        });
        if (look.buttons === 'pill') expect(drawn.radius).toBeGreaterThanOrEqual(30);
        else expect(drawn.radius).toBeLessThan(30);
        if (look.buttons === 'outline') expect(drawn.ground).toBe('rgba(0, 0, 0, 0)');
        else expect(drawn.ground).not.toBe('rgba(0, 0, 0, 0)');
        const ground = await themed.evaluate((el) => getComputedStyle(el, '::before').backgroundImage);
        expect(ground.startsWith('linear-gradient')).toBe(look.background === 'gradient');

        for (const scheme of SCHEMES) {
          await test.step(scheme, async () => {
            await useScheme(page, scheme);
            await settle(page);
            await expect.soft(page).toHaveScreenshot(`${theme}--${size.name}--${scheme}.png`, {
              ...SCREENSHOT_OPTIONS,
              mask: masked(page),
              fullPage: true,
            });
            await expectNoSeriousA11yViolations(page, `${theme} (${size.name}, ${scheme})`, expect.soft);
          });
        }
      });
    }
  });
}

test('Edit Profile: Gradient and Pill chosen by keyboard reach the public page in its first HTML', async ({
  page,
}) => {
  const { user, token } = await fixedPerson(page, { username: 'looks_editor', name: 'Look Editor' });
  await page.goto('/');
  await page.evaluate(
    ([u, t]) => {
      localStorage.setItem('handlehub.user', u);
      localStorage.setItem('handlehub.token', t);
    },
    [JSON.stringify(user), token] as const,
  );
  // Back to the first look, whatever an earlier run left.
  await page.request.post('/api/profile/updateprofile', {
    headers: { 'user-token': token },
    multipart: {
      name: user.name,
      username: user.username,
      gender: 'female',
      background: 'solid',
      buttons: 'filled',
    },
  });
  await page.goto('/profile/editprofile');
  const solid = page.getByRole('radio', { name: 'Solid' });
  await expect(solid).toBeChecked();
  await solid.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Gradient' })).toBeChecked();
  const filled = page.getByRole('radio', { name: 'Filled' });
  await filled.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Pill' })).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Buttons' }).getByRole('radio')).toHaveCount(3);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible({ timeout: 10_000 });
  const html = await (await page.request.get(`/user/${user.username}`)).text();
  expect(html).toContain('data-page-background="gradient"');
  expect(html).toContain('data-page-buttons="pill"');
});
