import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { appReady, DESKTOP, MOBILE } from './support';

const GAMES = ['Call of Duty', 'Clash of Clans', 'Pokemon GO', 'PUBG', 'Fortnite', 'Minecraft', 'Free Fire'];
const cards = (page: Page) => page.getByTestId('home-feed').getByRole('article');
const chips = (page: Page) => page.getByRole('radiogroup', { name: 'Filter by game' });

// Players made for this file, newest of all, so they are on the first page of every list they belong to.
const run = `gf${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const players = {
  pubg: [`${run}pubg1`, `${run}pubg2`, `${run}pubg3`],
  coc: [`${run}coc1`, `${run}coc2`],
  none: [`${run}none1`],
};

async function signUpWith(request: APIRequestContext, username: string, handles: Record<string, string>) {
  const signup = await request.post('/api/auth/signup', {
    data: {
      googleUser: { email: `${username}@handlehub.test`, name: `Player ${username}` },
      username,
      gender: 'male',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { authToken } = (await signup.json()) as { authToken: string };
  const saved = await request.post('/api/social/updatesocialaccount', {
    headers: { 'user-token': authToken },
    data: handles,
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The fieldnames of the games a person has, read from their public profile. */
async function gamesOf(request: APIRequestContext, username: string): Promise<string[]> {
  const body = (await (await request.get(`/api/user/${username}`)).json()) as {
    user: { accounts?: { fieldname: string }[] }[];
  };
  return (body.user[0]?.accounts ?? []).map((a) => a.fieldname);
}

test.beforeAll(async ({ request }) => {
  for (const username of players.none) await signUpWith(request, username, { instagram: username });
  for (const username of players.coc) await signUpWith(request, username, { coc: '#2PP0JCGQ' });
  for (const username of players.pubg) await signUpWith(request, username, { pubg: '5123456789' });
});

test('home: chips above the feed choose a game; only its players show; the address carries it', async ({
  page,
  request,
}) => {
  await page.setViewportSize(MOBILE);
  const asked: URLSearchParams[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/home/')) asked.push(new URL(r.url()).searchParams);
  });
  await page.goto('/home');
  await appReady(page);
  const group = chips(page);
  await expect(group.getByRole('radio')).toHaveText(['All', ...GAMES]);
  await expect(group.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
  await expect(cards(page).first()).toBeVisible();
  expect(asked.every((params) => !params.has('game'))).toBe(true);

  await group.getByRole('radio', { name: 'PUBG' }).click();
  await expect(page).toHaveURL(/\/home\?game=pubg$/);
  await expect(group.getByRole('radio', { name: 'PUBG' })).toBeChecked();
  await expect(group.getByRole('radio', { name: 'All', exact: true })).not.toBeChecked();
  for (const username of players.pubg) {
    await expect(page.locator(`article[data-username="${username}"]`)).toBeVisible();
  }
  for (const username of [...players.coc, ...players.none]) {
    await expect(page.locator(`article[data-username="${username}"]`)).toHaveCount(0);
  }
  // Every card shown is a PUBG player.
  const shown = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-username')!));
  expect(shown.length).toBeGreaterThanOrEqual(players.pubg.length);
  for (const username of shown) expect(await gamesOf(request, username)).toContain('pubg');
  // The new choice started again from page 1.
  const firstPubg = asked.find((params) => params.get('game') === 'pubg');
  expect(firstPubg?.get('page')).toBe('1');

  // The address alone chooses the game, e.g. a shared link.
  await page.goto('/home?game=coc');
  await expect(chips(page).getByRole('radio', { name: 'Clash of Clans' })).toBeChecked();
  for (const username of players.coc) {
    await expect(page.locator(`article[data-username="${username}"]`)).toBeVisible();
  }
  await expect(page.locator(`article[data-username="${players.pubg[0]}"]`)).toHaveCount(0);

  // Back to everyone: the feed is asked without a game again (other tests keep signing people up, so
  // which people show is not fixed here).
  const before = asked.length;
  await chips(page).getByRole('radio', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(chips(page).getByRole('radio', { name: 'All', exact: true })).toBeChecked();
  await expect(cards(page).first()).toBeVisible();
  await expect.poll(() => asked.length).toBeGreaterThan(before);
  expect(asked.slice(before).every((params) => !params.has('game'))).toBe(true);
});

test('home: the chips work from the keyboard like radio buttons', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/home?game=pubg');
  const group = chips(page);
  const pubg = group.getByRole('radio', { name: 'PUBG' });
  await expect(pubg).toBeChecked();
  // One tab stop: the chosen chip.
  await expect(pubg).toHaveAttribute('tabindex', '0');
  await expect(group.getByRole('radio', { name: 'All', exact: true })).toHaveAttribute('tabindex', '-1');
  await pubg.focus();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: 'Fortnite' })).toBeChecked();
  await expect(group.getByRole('radio', { name: 'Fortnite' })).toBeFocused();
  await expect(page).toHaveURL(/\?game=fortnite$/);
  await page.keyboard.press('End');
  await expect(group.getByRole('radio', { name: 'Free Fire' })).toBeChecked();
  await expect(page).toHaveURL(/\?game=freefire$/);
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
  await expect(page).toHaveURL(/\/home$/);
  await page.keyboard.press('ArrowLeft');
  await expect(group.getByRole('radio', { name: 'Free Fire' })).toBeChecked();
  await page.keyboard.press('Home');
  await expect(group.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
});

test('home: a game nobody here plays says so', async ({ page }) => {
  await page.route('**/api/home/**', (route) => route.fulfill({ json: { users: [] } }));
  await page.goto('/home?game=fortnite');
  await expect(page.getByText('No Fortnite players to show yet')).toBeVisible();
});

test('search: the query and a game together; the address carries the game', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/search');
  await appReady(page);
  const box = page.getByPlaceholder('Search for name or username');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('link');
  await expect(chips(page).getByRole('radio')).toHaveText(['All', ...GAMES]);
  await box.fill(run);
  await expect(results).toHaveCount(6);

  await chips(page).getByRole('radio', { name: 'Clash of Clans' }).click();
  await expect(page).toHaveURL(/\/search\?game=coc$/);
  await expect(box).toHaveValue(run);
  await expect(results).toHaveCount(2);
  for (const [i, username] of players.coc.entries()) {
    await expect(results.nth(i)).toHaveAttribute('href', `/user/${username}`);
  }

  await chips(page).getByRole('radio', { name: 'PUBG' }).click();
  await expect(page).toHaveURL(/\/search\?game=pubg$/);
  await expect(results).toHaveCount(3);
  for (const [i, username] of players.pubg.entries()) {
    await expect(results.nth(i)).toHaveAttribute('href', `/user/${username}`);
  }

  await chips(page).getByRole('radio', { name: 'Minecraft' }).click();
  // Nobody matched: said so (decision 016), not only the end text.
  await expect(page.getByText(`No one found for '${run}'`)).toBeVisible();
  await expect(results).toHaveCount(0);

  await chips(page).getByRole('radio', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(results).toHaveCount(6);
});
