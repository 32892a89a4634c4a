import { expect, type Page, test } from '@playwright/test';
import { movedElements, recordPositions } from './checks/positions';
import { appReady, DESKTOP, MOBILE, openProfile, signUpViaApi } from './support';

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
  await appReady(page);
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

for (const [device, viewport] of [
  ['phone', MOBILE],
  ['desktop', DESKTOP],
] as const) {
  test(`on a ${device}, no button of the own profile card moves from the first paint to the loaded app`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUpViaApi(page, { name: 'Steady Stella' });
    // Each stylesheet that arrives (the inlined CSS, the shell's, the screen's) must place them alike.
    await recordPositions(page, '[data-testid="share-panel"] :is(a, button).mantine-Button-root');
    await page.goto('/profile');
    await appReady(page);
    await page.waitForLoadState('networkidle');
    expect(await movedElements(page)).toEqual({});
  });

  test(`on a ${device}, nothing on a public profile moves when the visitor's first tap starts the app`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // The shell's and the screen's stylesheets arrive one by one; the page must change in one step.
    await recordPositions(page, 'main :is(a, button, h1, img)');
    await openProfile(page, 'aarav');
    await page.waitForLoadState('networkidle');
    expect(await movedElements(page)).toEqual({});
  });
}
