import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { DESKTOP, MOBILE, signUpViaApi } from './support';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const downloadButton = (page: Page) => page.getByRole('button', { name: /^Download my data/ });

for (const [screen, viewport] of [
  ['a narrow', MOBILE],
  ['a wide', DESKTOP],
] as const) {
  test(`on ${screen} screen, Download my data saves a JSON file holding the user's handles`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const me = await signUpViaApi(page, { name: 'Export Person' });
    const saved = await page.request.post('/api/social/updatesocialaccount', {
      headers: { 'user-token': me.token },
      data: { instagram: `${me.username}.gram`, youtube: 'ExportTube' },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.goto('/settings');
    await expect(page.getByText('Everything HandleHub holds about you, as a JSON file')).toBeVisible();
    const [file] = await Promise.all([page.waitForEvent('download'), downloadButton(page).click()]);
    expect(file.suggestedFilename()).toBe(`handlehub-${me.username}.json`);
    const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ name: 'Export Person', username: me.username, email: me.email });
    expect(data.handles).toEqual([
      expect.objectContaining({
        fieldname: 'instagram',
        handle: `${me.username}.gram`,
        link: `https://www.instagram.com/${me.username}.gram`,
      }),
      expect.objectContaining({
        fieldname: 'youtube',
        handle: 'ExportTube',
        link: 'https://www.youtube.com/@ExportTube',
      }),
    ]);
    await expect(downloadButton(page)).toBeEnabled();
  });
}

test('a failed download shows the server text and saves nothing', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await signUpViaApi(page);
  await page.route('**/api/profile/export', (route) =>
    route.fulfill({ status: 500, json: { error: 'Something went wrong' } }),
  );
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.goto('/settings');
  await downloadButton(page).click();
  await expect(toast(page, 'Something went wrong')).toBeVisible();
  expect(downloads).toBe(0);
});
