import { PROFILE_THEMES } from '@handlehub/shared';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { MOBILE, openProfile, signUpViaApi } from './support';

test.use({ viewport: MOBILE });

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** The colours the browser computed for the themed page: its ground, a card, the Share button and its text. */
async function drawnColors(page: Page) {
  const themed = page.locator('[data-profile-theme]');
  await expect(themed).toHaveCount(1);
  const share = page.getByRole('button', { name: 'Share', exact: true });
  return {
    background: await themed.evaluate((el) => getComputedStyle(el, '::before').backgroundColor),
    surface: await page.getByTestId('share-panel').evaluate((el) => getComputedStyle(el).backgroundColor),
    name: await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).color),
    accent: await share.evaluate((el) => getComputedStyle(el).backgroundColor),
    accentText: await share.evaluate((el) => getComputedStyle(el).color),
  };
}

async function visit(browser: Browser, path: string, options: { dark: boolean; javaScript: boolean }) {
  const context = await browser.newContext({
    viewport: MOBILE,
    colorScheme: options.dark ? 'dark' : 'light',
    javaScriptEnabled: options.javaScript,
  });
  const page = await context.newPage();
  if (options.javaScript) await openProfile(page, path.replace('/user/', ''));
  else await page.goto(path);
  return { page, close: () => context.close() };
}

test('a bio and a page theme chosen on Edit Profile show on the public page, server-rendered, light and dark', async ({
  page,
  browser,
}) => {
  const user = await signUpViaApi(page, { name: 'Theme Owner' });
  await page.goto('/profile/editprofile');
  await page.getByLabel('Bio').fill('Speedrunner, map maker & late-night streamer');
  // The themes are one radio group: the arrow keys move from Violet to Ocean, Forest and Sunset.
  const violet = page.getByRole('radio', { name: 'Violet' });
  await expect(violet).toBeChecked();
  await violet.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Sunset' })).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Page theme' }).getByRole('radio')).toHaveCount(6);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-bio')).toHaveText('Speedrunner, map maker & late-night streamer');

  // The first HTML answer already carries the theme (both schemes' colours) and the bio: no flash.
  const path = `/user/${user.username}`;
  const html = await (await page.request.get(path)).text();
  const sunset = PROFILE_THEMES.sunset;
  expect(html).toContain('data-profile-theme="sunset"');
  expect(html).toContain(`--hh-light-accent:${sunset.light.accent}`);
  expect(html).toContain(`--hh-dark-accent:${sunset.dark.accent}`);
  expect(html).toContain(`--hh-dark-background:${sunset.dark.background}`);
  expect(html).toMatch(/<style[^>]*>[^<]*\[data-mantine-color-scheme=dark\] \.hh-profile-theme\{/);
  expect(html).toContain('Speedrunner, map maker &amp; late-night streamer</p>');
  expect(html).toContain(
    '<meta property="og:description" content="Speedrunner, map maker &#38; late-night streamer · ',
  );

  // Without scripts, the server's markup and inline CSS alone draw the theme.
  const plain = await visit(browser, path, { dark: false, javaScript: false });
  expect(await drawnColors(plain.page)).toEqual({
    background: rgb(sunset.light.background),
    surface: rgb(sunset.light.surface),
    name: rgb(sunset.light.text),
    accent: rgb(sunset.light.accent),
    accentText: rgb(sunset.light.accentText),
  });
  await plain.close();

  for (const dark of [false, true]) {
    const colors = dark ? sunset.dark : sunset.light;
    const visitor = await visit(browser, path, { dark, javaScript: true });
    await expect(visitor.page.locator('html')).toHaveAttribute(
      'data-mantine-color-scheme',
      dark ? 'dark' : 'light',
    );
    await expect(visitor.page.getByTestId('profile-bio')).toBeVisible();
    expect(await drawnColors(visitor.page), dark ? 'dark' : 'light').toEqual({
      background: rgb(colors.background),
      surface: rgb(colors.surface),
      name: rgb(colors.text),
      accent: rgb(colors.accent),
      accentText: rgb(colors.accentText),
    });
    await visitor.close();
  }
});

test('a bio over 160 characters is refused on Edit Profile and nothing changes', async ({ page }) => {
  const user = await signUpViaApi(page, { name: 'Long Bio' });
  await page.goto('/profile/editprofile');
  await page.getByLabel('Bio').fill('x'.repeat(161));
  await page.getByRole('radio', { name: 'Forest' }).check();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Bio can have at most 160 characters')).toBeVisible();
  const answer = await (await page.request.get(`/api/user/${user.username}`)).json();
  expect(answer.user[0]).toMatchObject({ bio: null, theme: { id: 'violet' } });
});
