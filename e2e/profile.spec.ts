import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { baseURL } from '../playwright.config';
import { layoutShiftSoFar, watchLayoutShift } from './checks/layout-shift';
import { clipboard, decodeQrImg, grantClipboard } from './qr-and-clipboard';
import { DESKTOP, MOBILE, openProfile, signUpViaApi, topBar } from './support';

test.use({ viewport: DESKTOP });

const decodeQr = (page: Page) => decodeQrImg(page.getByTestId('qr-image'));

test('add handles, see them prefilled and in the QR code, share them, then lock the account', async ({
  page,
  context,
  browser,
}) => {
  await grantClipboard(context);
  const owner = await signUpViaApi(page, { name: 'Quinn Harper', gender: 'female' });
  const profileUrl = `${baseURL}/user/${owner.username}`;

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Quinn Harper' })).toBeVisible();
  await expect(page.getByText('Please add account to generate QR code')).toBeVisible();
  await page.getByRole('link', { name: 'Add Social Account' }).click();
  await expect(page).toHaveURL(/\/profile\/addaccount$/);

  await expect(page.getByText('Add your account Id to any of the field.', { exact: false })).toBeVisible();
  // The spec's form: exactly its 13 fields (the items sections below are forms of their own).
  await expect(page.locator('form').first().getByRole('textbox')).toHaveCount(13);
  await expect(page.getByLabel('Youtube channel name', { exact: true })).toHaveAttribute(
    'placeholder',
    'Youtube channel name',
  );
  await expect(page.getByText('ex. #2PP0JCGQ')).toBeVisible();
  await page.getByLabel('Instagram', { exact: true }).fill('https://www.instagram.com/quinn.harper/?hl=en');
  await page.getByLabel('Twitter / X', { exact: true }).fill('@quinnharper');
  await page.getByLabel('PUBG', { exact: true }).fill(' 5123456789 ');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Generating Your QR Code')).toBeVisible();
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toBeVisible({ timeout: 8000 });
  await expect(page.getByText('Generating Your QR Code')).toBeHidden();
  await expect(success.getByText('Your QR Code has been successfully generated')).toBeVisible();
  await success.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const instagram = page.getByRole('listitem').filter({ hasText: 'Instagram' });
  await expect(instagram.getByText('quinn.harper', { exact: true })).toBeVisible();
  const link = instagram.getByRole('link', { name: /^Instagram .*, open profile$/ });
  await expect(link).toHaveAttribute('href', 'https://www.instagram.com/quinn.harper');
  await expect(link).toHaveAttribute('target', '_blank');
  // The person's own profile: `me`, so that anything reading rel=me links the two (decision 034).
  await expect(link).toHaveAttribute('rel', 'me noopener noreferrer');
  // A game ID has no web profile: its row opens its game page here, in the same tab.
  const pubg = page.getByRole('listitem').filter({ hasText: 'PUBG' }).getByRole('link');
  await expect(pubg).toHaveAccessibleName(/^PUBG .*, open game page$/);
  await expect(pubg).toHaveAttribute('href', /^\/user\/[^/]+\/pubg$/);
  await expect(pubg).not.toHaveAttribute('target', /./);

  await instagram.getByRole('button', { name: 'Copy Instagram username' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  expect(await clipboard(page)).toBe('quinn.harper');

  // The saved form prefills from the stored (normalised) handles.
  await page.goto('/profile/addaccount');
  await expect(page.getByLabel('Instagram', { exact: true })).toHaveValue('quinn.harper');
  await expect(page.getByLabel('Twitter / X', { exact: true })).toHaveValue('quinnharper');
  await expect(page.getByLabel('PUBG', { exact: true })).toHaveValue('5123456789');
  await expect(page.getByLabel('Facebook', { exact: true })).toHaveValue('');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('button', { name: 'View QR Code Profile' }).click();
  const modal = page.getByRole('dialog');
  await expect(
    modal.getByText('Scan the above QR Code or copy the above username and share it'),
  ).toBeVisible();
  await expect(modal.getByTestId('qr-profile-link')).toHaveText(profileUrl);
  // The code carries ?src=qr so scans can be counted; the link shown and copied stays canonical.
  const qr = await decodeQr(page);
  expect(qr.text).toBe(`${profileUrl}?src=qr`);
  expect(qr.width).toBe(400);
  await modal.getByRole('button', { name: 'Copy', exact: true }).click();
  expect(await clipboard(page)).toBe(profileUrl);
  await page.keyboard.press('Escape');

  const visitorContext = await browser.newContext({ viewport: MOBILE });
  const visitor = await visitorContext.newPage();
  await visitor.goto(qr.text);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Quinn Harper' })).toBeVisible();
  await expect(visitor.getByText('quinn.harper', { exact: true })).toBeVisible();
  await expect(visitor.getByText('quinnharper', { exact: true })).toBeVisible();

  const lock = await page.request.post('/api/profile/changestatus', {
    headers: { 'user-token': owner.token },
    data: { fieldname: 'isLocked', status: true },
  });
  expect(lock.status(), await lock.text()).toBe(200);

  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Not Accessible!' })).toBeVisible();
  await expect(visitor.getByText('User has temporarily taken a brake')).toBeVisible();
  await expect(visitor.getByText('Quinn Harper')).toHaveCount(0);
  await expect(visitor.getByText('quinn.harper')).toHaveCount(0);
  await visitorContext.close();
});

test('edit profile with a photo and a new username updates it everywhere', async ({ page, context }) => {
  await grantClipboard(context);
  const user = await signUpViaApi(page, { name: 'Old Name', gender: 'male' });
  const newUsername = `n${user.username}`.slice(0, 30);
  await page.goto('/profile/editprofile');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Old Name');
  await expect(page.getByLabel('Username')).toHaveValue(user.username);
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();

  const tooBig = Buffer.alloc(5_242_881, 0);
  await page
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: tooBig });
  await expect(page.getByText('Please upload photo less than 5MB')).toBeVisible();
  await expect(page.getByTestId('user-avatar').locator('img')).not.toHaveAttribute('src', /^blob:/);

  const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e67e22' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByTestId('user-avatar').locator('img')).toHaveAttribute('src', /^blob:/);

  await page.getByLabel('Name', { exact: true }).fill('  ');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Please provide your name')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('New Name');
  await page.getByLabel('Username').fill(` ${newUsername.toUpperCase()} `);
  await expect(page.getByLabel('Username')).toHaveValue(newUsername);
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('button', { name: 'Update' }).click();

  const confirm = page.getByRole('dialog', { name: 'Change Username!' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText('will no longer be valid', { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/profile$/);

  await expect(page.getByRole('heading', { level: 1, name: 'New Name' })).toBeVisible();
  await expect(page.getByRole('button', { name: `@${newUsername}, copy profile link` })).toBeVisible();
  await expect(
    page.getByTestId('share-panel').getByRole('img', { name: 'Photo of New Name' }),
  ).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/media\/.+\.webp$/);
  await expect(topBar(page).getByTestId('nav-avatar')).toHaveAttribute(
    'src',
    /^http:\/\/127\.0\.0\.1:\d+\/media\/.+\.webp$/,
  );
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('handlehub.user') ?? '{}'));
  expect(stored).toMatchObject({ name: 'New Name', username: newUsername, gender: 'female' });

  await page.getByRole('button', { name: `@${newUsername}, copy profile link` }).click();
  expect(await clipboard(page)).toBe(`${baseURL}/user/${newUsername}`);

  await openProfile(page, user.username);
  await expect(page.getByRole('heading', { name: 'User Not Found!' })).toBeVisible();
  await openProfile(page, newUsername);
  await expect(page.getByRole('heading', { level: 1, name: 'New Name' })).toBeVisible();
});

test('the share panel copies the link and opens the WhatsApp drawer with the web address', async ({
  page,
  context,
}) => {
  await grantClipboard(context);
  const user = await signUpViaApi(page, { name: 'Share Person' });
  const link = `${baseURL}/user/${user.username}`;
  await page.goto('/profile');
  const panel = page.getByTestId('share-panel');
  await expect(
    panel.getByText('Share the above link to your friends or click to Copy Link and share it'),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  expect(await clipboard(page)).toBe(link);

  await panel.getByRole('button', { name: 'Share', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: /Share it on whatsapp/ });
  await expect(drawer.getByText('Share your account to your friends')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Whatsapp' })).toHaveAttribute(
    'href',
    `https://web.whatsapp.com/send?text=${encodeURIComponent(link)}`,
  );
});

test('on a phone the WhatsApp option uses the app address', async ({ browser }) => {
  const phone = await browser.newContext({
    viewport: MOBILE,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });
  const page = await phone.newPage();
  const user = await signUpViaApi(page, { name: 'Phone Person' });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Whatsapp' })).toHaveAttribute(
    'href',
    `whatsapp://send?text=${encodeURIComponent(`${baseURL}/user/${user.username}`)}`,
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Whatsapp' })).toBeHidden();
  // The profile links to Settings itself (the bottom bar's gear is another way since decision 016).
  await page.getByTestId('share-panel').getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await phone.close();
});

test('signed out, the profile screens show the login prompt', async ({ page }) => {
  for (const path of ['/profile', '/profile/addaccount', '/profile/editprofile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  }
});

test('Edit Profile opened directly starts from the server: a name change keeps the bio and theme set on another device', async ({
  page,
}) => {
  const person = await signUpViaApi(page, { name: 'Stale Sam' });
  // Device A sets a bio and the Forest theme; this browser's stored copy (from sign-up) has neither.
  const bio = 'Speedrunner. Ask me about Minecraft seeds.';
  const set = await page.request.post('/api/profile/updateprofile', {
    headers: { 'user-token': person.token },
    multipart: { name: person.name, username: person.username, gender: 'female', bio, theme: 'forest' },
  });
  expect(set.status(), await set.text()).toBe(200);
  // Device B: a bookmark straight to Edit Profile.
  await page.goto('/profile/editprofile');
  await expect(page.getByRole('textbox', { name: /^Bio/ })).toHaveValue(bio);
  await expect(page.getByRole('radio', { name: /Forest/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Fresh Sam');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  // Through the page: the browser retries a GET whose kept-alive connection the server just closed.
  const shown = await page.evaluate(
    async (path) => (await fetch(path)).json(),
    `/api/user/${person.username}`,
  );
  expect(shown.user[0]).toMatchObject({ name: 'Fresh Sam', bio });
  expect(shown.user[0].theme.id).toBe('forest');
});

test('a person without a photo is drawn by their initials, the same on their own screen and on their public page', async ({
  page,
}) => {
  const person = await signUpViaApi(page, { name: "Liam O'Connor", gender: 'male' });
  const avatarOf = async () => {
    const src = (await page.getByTestId('user-avatar').first().locator('img').getAttribute('src')) ?? '';
    return decodeURIComponent(src);
  };
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: "Liam O'Connor" })).toBeVisible();
  const own = await avatarOf();
  await openProfile(page, person.username);
  const shown = await avatarOf();
  expect(shown).toBe(own);
  expect(shown).toMatch(/^data:image\/svg\+xml,<svg/);
  expect(shown).toContain('>LO</text>');
  // The feed card and the embeddable card draw the same initials.
  const card = await (await page.request.get(`/api/card/${person.username}.svg`)).text();
  expect(Buffer.from(/base64,([^"]+)"/.exec(card)![1]!, 'base64').toString()).toContain('>LO</text>');
});

test('while the account is locked, /profile offers nothing to share: Share, Copy Link and Embed card are off, and the invitation to share is gone', async ({
  page,
}) => {
  const person = await signUpViaApi(page, { name: 'Locked Lou' });
  const lock = await page.request.post('/api/profile/changestatus', {
    headers: { 'user-token': person.token },
    data: { fieldname: 'isLocked', status: true },
  });
  expect(lock.status(), await lock.text()).toBe(200);
  await page.goto('/profile');
  const card = page.getByTestId('share-panel');
  await expect(card.getByRole('button', { name: 'Embed card' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Share', exact: true })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Copy Link' })).toBeDisabled();
  await expect(card.getByText('Share the above link to your friends')).toHaveCount(0);
});

test('the owner is not offered Report on their own page; a visitor is', async ({ page, browser }) => {
  const person = await signUpViaApi(page, { name: 'Own Olive' });
  await openProfile(page, person.username);
  await expect(page.getByRole('heading', { level: 1, name: 'Own Olive' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report' })).toHaveCount(0);
  const visitor = await browser.newPage();
  await openProfile(visitor, person.username);
  await expect(visitor.getByRole('button', { name: 'Report' })).toBeVisible();
  await visitor.close();
});

test('while the accounts load, nothing below them is drawn yet, so nothing moves when they arrive', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const me = await signUpViaApi(page, { name: 'Steady Sam' });
  const saved = await page.request.post('/api/social/updatesocialaccount', {
    headers: { 'user-token': me.token },
    data: { instagram: 'steady.sam', youtube: 'steadysam', pubg: '5123456789' },
  });
  expect(saved.status()).toBe(200);
  await page.route('**/api/handles', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await watchLayoutShift(page);
  await page.goto('/profile');
  await expect(page.getByText('steady.sam', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Insights' })).toBeVisible({ timeout: 10_000 });
  const shifts = await layoutShiftSoFar(page);
  expect(shifts).toBeLessThan(0.02);
});

// The choices of docs/decisions/016-ui-finish.md (the tag names the choice).
test('D10: Edit Profile checks a new username before the change warning', async ({ page }) => {
  const taken = await signUpViaApi(page);
  await signUpViaApi(page);
  await page.goto('/profile/editprofile');
  const field = page.getByRole('textbox', { name: 'Username' });
  await field.fill(taken.username);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Username is already taken')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog', { name: 'Change Username!' })).toHaveCount(0);
});
