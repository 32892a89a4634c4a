import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import {
  appReady,
  browserDrawn,
  DESKTOP,
  shopOwnerSession,
  signUpViaApi,
  storeSession,
  topBar,
} from './support';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function signInAsOwner(page: Page): Promise<void> {
  const owner = await shopOwnerSession(page);
  await storeSession(page, owner.user, owner.token);
}

const toast = (page: Page, text: string) => page.locator('.mantine-Notifications-root').getByText(text);

test.describe('shop', () => {
  test('the owner adds a product with a photo and deletes it', async ({ page }) => {
    await signInAsOwner(page);
    await page.goto('/shop');
    await appReady(page);
    await page.getByRole('button', { name: 'Add New Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await expect(dialog).toBeVisible();

    // An outside click leaves it open.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    const add = dialog.getByRole('button', { name: 'Add Product', exact: true });
    await add.click();
    await expect(toast(page, 'Product name cannot be empty')).toBeVisible();
    const productName = `E2E Mug ${Date.now().toString(36)}`;
    await dialog.getByLabel('Product name').fill(productName);
    await add.click();
    await expect(toast(page, 'Product desc cannot be empty')).toBeVisible();
    await dialog.getByLabel('Product desc').fill('A mug for the end-to-end test');
    await add.click();
    await expect(toast(page, 'Product link cannot be empty')).toBeVisible();
    await dialog.getByLabel('Product link').fill('https://shop.example.com/e2e-mug');
    await add.click();
    await expect(toast(page, 'Product photo cannot be empty')).toBeVisible();

    const fileInput = dialog.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5_242_881),
    });
    await expect(toast(page, 'Please upload photo less than 5MB')).toBeVisible();
    await expect(dialog.getByText('big.png')).toHaveCount(0);

    await fileInput.setInputFiles({ name: 'mug.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByText('mug.png')).toBeVisible();
    await add.click();
    await expect(dialog.getByRole('button', { name: 'Saving Product' })).toBeVisible();
    await expect(toast(page, 'Product added successfully')).toBeVisible({ timeout: 10_000 });
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article', { name: productName });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: productName })).toHaveJSProperty('complete', true);

    await card.getByRole('button', { name: 'Delete Product' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Product' });
    await expect(confirm.getByText('Are you sure? You want to delete this product')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete Product' }).click();
    await expect(toast(page, 'Product deleted successfully')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(card).toHaveCount(0);
  });

  test('the owner can cancel a delete', async ({ page }) => {
    await signInAsOwner(page);
    await page.goto('/shop');
    await appReady(page);
    const first = page.getByTestId('product-list').getByRole('article').first();
    const name = (await first.getAttribute('aria-label'))!;
    await first.getByRole('button', { name: 'Delete Product' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Product' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('article', { name }).first()).toBeVisible();
  });

  for (const who of ['a visitor', 'a signed-in person who is not the owner'] as const) {
    test(`${who} sees the products with Shop Now and no owner controls`, async ({ page }) => {
      if (who !== 'a visitor') await signUpViaApi(page);
      await page.goto('/shop');
      await appReady(page);
      const products = page.getByTestId('product-list').getByRole('article');
      await expect(products.first()).toBeVisible();
      const shopNow = products.first().getByRole('link', { name: 'Shop Now' });
      await expect(shopNow).toHaveAttribute('target', '_blank');
      await expect(shopNow).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(shopNow).toHaveAttribute('href', /^https?:\/\//);
      // The next page is asked for only when the end of the list scrolls into view.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByText('No more products to load')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add New Product' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Delete Product' })).toHaveCount(0);
    });
  }

  test('shows the error text when the shop fails to load', async ({ page }) => {
    await page.route('**/api/product/**', (route) =>
      route.fulfill({ status: 500, json: { error: 'Something went wrong' } }),
    );
    await page.goto(browserDrawn('/shop'));
    await expect(page.getByText('Something went wrong. Please try again')).toBeVisible();
  });
});

// The choices of docs/decisions/016-ui-finish.md (the tag names the choice).
test('D18: a shop-owner role granted after sign-in shows on /profile and /shop without signing in again', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const me = await signUpViaApi(page);
  await page.goto('/shop');
  await appReady(page);
  await expect(page.getByTestId('product-list')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Product' })).toHaveCount(0);
  const admin = (action: string) =>
    page.request.post(`/api/admin/users/${me.username}/${action}`, {
      headers: { 'admin-token': E2E_ADMIN_TOKEN, 'admin-actor': 'e2e' },
      data: {},
    });
  expect((await admin('grant-shop')).status()).toBe(200);
  try {
    await topBar(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('handlehub.user')!).isShopOwner))
      .toBe(true);
    await topBar(page).getByRole('link', { name: 'shop' }).click();
    await expect(page.getByRole('button', { name: 'Add New Product' })).toBeVisible();
  } finally {
    expect((await admin('revoke-shop')).status()).toBe(200);
  }
});

test("D22: the shop's error has 'Try again', which loads the list", async ({ page }) => {
  let fail = true;
  await page.route('**/api/product/**', (route) =>
    fail ? route.fulfill({ status: 503, json: { error: 'down' } }) : route.continue(),
  );
  await page.goto(browserDrawn('/shop'));
  await expect(page.getByText('Something went wrong. Please try again')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page
      .getByTestId('product-list')
      .getByRole('link', { name: /Shop Now/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Something went wrong. Please try again')).toHaveCount(0);
});
