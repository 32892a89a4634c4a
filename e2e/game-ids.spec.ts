import { expect, type Locator, test } from '@playwright/test';
import { clipboard, decodeQrImg, grantClipboard } from './qr-and-clipboard';
import { DESKTOP, MOBILE, openProfile, signUpViaApi } from './support';

test.use({ viewport: DESKTOP });

const POKEMON_GO_MESSAGE = 'A Pokemon GO trainer code has exactly 12 digits, like 1234 5678 9012';
const FREE_FIRE_MESSAGE = 'A Free Fire player ID has only digits, 6 to 12 of them, like 123456789';
const PUBG_MESSAGE = 'A PUBG Mobile character ID has only digits, 6 to 12 of them, like 5123456789';

const decodeQr = async (image: Locator) => (await decodeQrImg(image)).text;

test('Add Account explains a wrong game ID in plain words, refuses it, and saves a messy paste normalised', async ({
  page,
}) => {
  await signUpViaApi(page, { name: 'Gamer Gail' });
  let saves = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/social/updatesocialaccount')) saves++;
  });
  await page.goto('/profile/addaccount');

  // Each game input says what its ID looks like.
  const pokemon = page.getByLabel('Pokemon GO', { exact: true });
  await expect(pokemon).toHaveAccessibleDescription(/12 digits, from Friends → Add Friend in the game/);
  await expect(page.getByLabel('Clash of Clans', { exact: true })).toHaveAccessibleDescription(
    /# and the tag under your name in the game \(ex\. #2PP0JCGQ\)/,
  );
  await expect(page.getByLabel('Minecraft', { exact: true })).toHaveAccessibleDescription(
    /3 to 16 letters, digits or _/,
  );

  // Nothing is said while typing; leaving the input names the problem.
  await pokemon.fill('1234 5678 901');
  await expect(page.getByText(POKEMON_GO_MESSAGE)).toHaveCount(0);
  await expect(pokemon).not.toHaveAttribute('aria-invalid', 'true');
  await pokemon.press('Tab');
  await expect(page.getByText(POKEMON_GO_MESSAGE)).toBeVisible();
  await expect(pokemon).toHaveAttribute('aria-invalid', 'true');
  await expect(pokemon).toHaveAccessibleDescription(new RegExp(POKEMON_GO_MESSAGE));

  // Save is refused: no request, no loader, and the first wrong input gets the focus.
  await page.getByLabel('Free Fire', { exact: true }).fill('FF_Gail');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(FREE_FIRE_MESSAGE)).toBeVisible();
  await expect(pokemon).toBeFocused();
  await expect(page.getByText('Generating Your QR Code')).toBeHidden();
  expect(saves).toBe(0);

  // Fixing a value clears its message as it is typed.
  await pokemon.fill('1234-5678-9012');
  await expect(page.getByText(POKEMON_GO_MESSAGE)).toHaveCount(0);
  await page.getByLabel('Free Fire', { exact: true }).fill('UID: 123 456 789');
  await expect(page.getByText(FREE_FIRE_MESSAGE)).toHaveCount(0);

  // Messy pastes: a lower-case tag with an O for a zero, full-width characters, spaces around the #.
  await page.getByLabel('Clash of Clans', { exact: true }).fill('  #2ppo jcgq ');
  await page.getByLabel('Call of Duty', { exact: true }).fill('ＧａｉｌＰｌａｙｓ ＃ １２３４５６７');
  await page.getByLabel('Minecraft', { exact: true }).fill(' Gail_MC ');
  await page.getByRole('button', { name: 'Save' }).click();
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toBeVisible({ timeout: 8000 });
  expect(saves).toBe(1);
  await success.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const row = (name: string) => page.getByRole('listitem').filter({ hasText: name });
  await expect(row('Clash of Clans').getByTestId('account-username')).toHaveText('#2PP0JCGQ');
  // The row opens the game's page here, which has the game's own player link.
  await expect(
    row('Clash of Clans').getByRole('link', { name: /^Clash of Clans .*, open game page$/ }),
  ).toHaveAttribute('href', /\/user\/[^/]+\/coc$/);
  await expect(row('Pokemon GO').getByTestId('account-username')).toHaveText('1234 5678 9012');

  await page.goto('/profile/addaccount');
  await expect(page.getByLabel('Clash of Clans', { exact: true })).toHaveValue('#2PP0JCGQ');
  await expect(page.getByLabel('Call of Duty', { exact: true })).toHaveValue('GailPlays#1234567');
  await expect(page.getByLabel('Pokemon GO', { exact: true })).toHaveValue('123456789012');
  await expect(page.getByLabel('Free Fire', { exact: true })).toHaveValue('123456789');
  await expect(page.getByLabel('Minecraft', { exact: true })).toHaveValue('Gail_MC');
});

test("Add Account shows the server's refusal at the input and in a toast", async ({ page }) => {
  await signUpViaApi(page, { name: 'Gamer Gus' });
  // The form's own check passes; on the way, the PUBG ID is swapped for a wrong one, which the real server
  // refuses with its message.
  await page.route('**/api/social/updatesocialaccount', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, string>;
    await route.continue({ postData: JSON.stringify({ ...body, pubg: 'PlayerOne' }) });
  });
  await page.goto('/profile/addaccount');
  await page.getByLabel('PUBG', { exact: true }).fill('5123456789');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: PUBG_MESSAGE })).toBeVisible();
  await expect(page.getByLabel('PUBG', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('PUBG', { exact: true })).toHaveAccessibleDescription(
    new RegExp(PUBG_MESSAGE),
  );
  await expect(page.getByRole('dialog', { name: 'Success' })).toHaveCount(0);
});

test("the public page shows game IDs as the game does, copies them raw, and each row's one QR control shows the game's code", async ({
  page,
  browser,
  request,
}) => {
  const owner = await signUpViaApi(page, { name: 'Trainer Tia' });
  const saved = await page.request.post('/api/social/updatesocialaccount', {
    headers: { 'user-token': owner.token },
    data: { instagram: 'tia.trains', pokemongo: '1234 5678 9012', coc: '#2PP0JCGQ', pubg: '5123456789' },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The server-rendered page already shows the trainer code in groups of four.
  const html = await (await request.get(`/user/${owner.username}`)).text();
  expect(html).toContain('1234 5678 9012');

  const visitorContext = await browser.newContext({ viewport: MOBILE });
  await grantClipboard(visitorContext);
  const visitor = await visitorContext.newPage();
  await openProfile(visitor, owner.username);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Trainer Tia' })).toBeVisible();
  const row = (name: string) => visitor.getByRole('listitem').filter({ hasText: name });
  const pokemon = row('Pokemon GO');
  await expect(pokemon.getByTestId('account-username')).toHaveText('1234 5678 9012');

  await pokemon.getByRole('button', { name: 'Copy Pokemon GO username' }).click();
  await expect(visitor.getByText('Link copied!')).toBeVisible();
  expect(await clipboard(visitor)).toBe('123456789012');

  // One QR control per row: the handle's QR dialog, which shows the game's own code beside the link's.
  await expect(pokemon.getByRole('button', { name: /QR/ })).toHaveCount(1);
  await pokemon.getByRole('button', { name: 'QR code of the Pokemon GO link' }).click();
  const pokemonDialog = visitor.getByRole('dialog', { name: 'Pokemon GO QR code' });
  await expect(pokemonDialog.getByText('Scan in Pokemon GO to add me')).toBeVisible();
  expect(await decodeQr(pokemonDialog.getByTestId('game-scan-qr'))).toBe('123456789012');
  await visitor.keyboard.press('Escape');
  await expect(pokemonDialog).toBeHidden();

  // Each game has its own; the keyboard works too.
  const coc = row('Clash of Clans');
  await expect(coc.getByRole('button', { name: /QR/ })).toHaveCount(1);
  await coc.getByRole('button', { name: 'QR code of the Clash of Clans link' }).focus();
  await visitor.keyboard.press('Enter');
  const cocDialog = visitor.getByRole('dialog', { name: 'Clash of Clans QR code' });
  expect(await decodeQr(cocDialog.getByTestId('game-open-qr'))).toBe(
    'https://link.clashofclans.com/en?action=OpenPlayerProfile&tag=%232PP0JCGQ',
  );
  await visitor.keyboard.press('Escape');
  await expect(cocDialog).toBeHidden();
  await coc.getByRole('button', { name: 'Copy Clash of Clans username' }).click();
  expect(await clipboard(visitor)).toBe('#2PP0JCGQ');

  // Social handles have a link instead: their one QR control is the QR of their link.
  await expect(row('Instagram').getByRole('button', { name: /QR/ })).toHaveAccessibleName(
    'QR code of the Instagram link',
  );
  await visitorContext.close();
});
