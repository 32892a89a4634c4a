import { expect, type Page, test } from '@playwright/test';
import { openProfile, signUpViaApi } from './support';

/** Each button label in the profile card whose text is wider than the room it has (cut off). */
const cutLabels = (page: Page) =>
  page.getByTestId('share-panel').evaluate((card) =>
    Array.from(card.querySelectorAll<HTMLElement>('.mantine-Button-label'))
      .filter((label) => label.scrollWidth > label.clientWidth + 0.5)
      .map((label) => `${label.textContent} ${label.clientWidth}/${label.scrollWidth}`),
  );

for (const width of [320, 360, 375, 390]) {
  test(`at ${width} px no button label of the profile card is cut, on /profile and on the public page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const person = await signUpViaApi(page, { name: 'Narrow Nia' });
    await page.goto('/profile');
    await expect(page.getByRole('link', { name: 'Add account' })).toBeVisible();
    expect(await cutLabels(page)).toEqual([]);
    await openProfile(page, person.username);
    await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    expect(await cutLabels(page)).toEqual([]);
  });
}

test("opening 'Embed card' moves no button: the panel opens below them", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page, { name: 'Embed Eli' });
  await page.goto('/profile');
  const card = page.getByTestId('share-panel');
  const buttons = card.locator('a.mantine-Button-root, button.mantine-Button-root');
  await expect(card.getByRole('button', { name: 'Embed card' })).toBeVisible();
  const boxes = async () => Promise.all((await buttons.all()).map((button) => button.boundingBox()));
  const before = await boxes();
  await card.getByRole('button', { name: 'Embed card' }).click();
  const panel = page.getByText('Markdown', { exact: false }).first();
  await expect(panel).toBeVisible();
  const after = (await boxes()).slice(0, before.length);
  expect(after).toEqual(before);
  const lowest = Math.max(...before.map((box) => box!.y + box!.height));
  expect((await panel.boundingBox())!.y).toBeGreaterThanOrEqual(lowest);
});
