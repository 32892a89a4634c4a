import { expect, type Page, test } from '@playwright/test';
import { layoutShiftSoFar, watchLayoutShift } from './checks/layout-shift';
import { pageSettled } from './checks/settled';
import { clipboard, grantClipboard } from './qr-and-clipboard';
import { appReady, bottomBar, browserDrawn, DESKTOP, MOBILE, signUpViaApi, topBar } from './support';

const cards = (page: Page) => page.getByTestId('home-feed').getByRole('article');
const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

test.describe('home feed', () => {
  test.beforeAll(async ({ request }) => {
    // The demo has about ten visible people; 45 more make at least three pages of 20.
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    for (let i = 0; i < 45; i++) {
      const response = await request.post('/api/auth/signup', {
        data: {
          googleUser: { email: `feed-${run}-${i}@handlehub.test`, name: `Feed Person ${i}` },
          username: `feed${run}${i}`,
          gender: i % 2 ? 'male' : 'female',
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
  });

  test('scrolls past two pages, visits an account and comes back to the same place', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/home');
    await appReady(page);
    await expect(cards(page)).toHaveCount(20);
    await expect
      .poll(
        async () => {
          await scrollToBottom(page);
          return cards(page).count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(40);
    // Other tests sign people up meanwhile (many share a name): identity is the username. One snapshot
    // of the cards, since another page may arrive between two reads.
    const usernames = await cards(page).evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-username')),
    );
    expect(usernames.length).toBeGreaterThan(40);
    expect(new Set(usernames).size).toBe(usernames.length);

    const target = cards(page).nth(35);
    await target.scrollIntoViewIfNeeded();
    const username = (await target.getAttribute('data-username'))!;
    const savedY = await page.evaluate(() => window.scrollY);
    expect(savedY).toBeGreaterThan(1000);
    await target.getByRole('link', { name: 'Visit Account' }).click();
    await expect(page).toHaveURL(/\/user\/[a-z0-9._]+$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - savedY))
      .toBeLessThanOrEqual(2);
    await expect(page.locator(`article[data-username="${username}"]`)).toBeInViewport();
  });

  // Parallel tests keep signing people up on this shared server, so the real feed has no fixed end; here
  // the feed ends after one page, as the API does with an empty page (its paging has API tests).
  test('stops with the end text after the first empty page', async ({ page }) => {
    const asked: string[] = [];
    await page.route('**/api/home/**', async (route) => {
      const pageNumber = new URL(route.request().url()).searchParams.get('page') ?? '1';
      asked.push(pageNumber);
      const users =
        pageNumber === '1'
          ? [1, 2, 3].map((i) => ({
              name: `End Person ${i}`,
              username: `endperson${i}`,
              photo: null,
              isLocked: false,
              isBlocked: false,
              isSearchable: true,
            }))
          : [];
      await route.fulfill({ json: { users } });
    });
    await page.goto(browserDrawn('/home'));
    await expect(cards(page)).toHaveCount(3);
    await scrollToBottom(page);
    await expect(page.getByText('No more data to load')).toBeVisible();
    await scrollToBottom(page);
    expect(asked).toEqual(['1', '2']);
  });

  test('shows the spinner while loading and the error text when the feed fails', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/home/**', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { error: 'Something went wrong' } });
    });
    await page.goto(browserDrawn('/home'));
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    release();
    await expect(page.getByText('Something went wrong. Please try again')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('the signed-in user sees their share panel on /home', async ({ page }) => {
    const me = await signUpViaApi(page, { name: 'Sharing Sam' });
    await page.goto('/home');
    await appReady(page);
    const panel = page.getByTestId('share-panel');
    await expect(panel.getByText('Sharing Sam')).toBeVisible();
    await expect(panel.getByText(`@${me.username}`)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Share profile' })).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px, the signed-in panel has its place from the first paint: the feed does not move`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signUpViaApi(page, { name: 'Steady Stella' });
      await watchLayoutShift(page);
      await page.goto('/home');
      await appReady(page);
      await expect(page.getByTestId('share-panel').getByText('Steady Stella')).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
      const shifts = await layoutShiftSoFar(page);
      expect(shifts).toBeLessThan(0.02);
    });
  }

  test('visitors see no share panel', async ({ page }) => {
    await page.goto('/home');
    await appReady(page);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('share-panel')).toHaveCount(0);
  });
});

test.describe('search', () => {
  test('the empty box shows the picture and makes no call; only the last query shows; clear brings the picture back', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const asked: string[] = [];
    const cancelled: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/search/')) asked.push(new URL(r.url()).searchParams.get('q') ?? '');
    });
    let finished = 0;
    page.on('requestfinished', (r) => {
      if (r.url().includes('/api/search/')) finished++;
    });
    page.on('requestfailed', (r) => {
      if (r.url().includes('/api/search/')) cancelled.push(new URL(r.url()).searchParams.get('q') ?? '');
    });
    // Earlier queries are held until the last one has shown its answer: if their answers were not
    // cancelled or ignored they would land last.
    let releaseEarlier = () => {};
    const earlierReleased = new Promise<void>((resolve) => {
      releaseEarlier = resolve;
    });
    await page.route('**/api/search/**', async (route) => {
      const q = new URL(route.request().url()).searchParams.get('q');
      if (q !== 'amara') await earlierReleased;
      await route.continue().catch(() => {});
    });

    await page.goto('/search');
    await appReady(page);
    await expect(topBar(page)).toHaveCount(0);
    const box = page.getByPlaceholder('Search for name or username');
    await expect(box).toBeVisible();
    await expect(page.getByTestId('search-picture')).toBeVisible();
    await pageSettled(page);
    expect(asked).toEqual([]);

    await box.pressSequentially('amara', { delay: 250 });
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('link');
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText('Amara Okafor');
    await expect(results.first()).toHaveAttribute('href', '/user/amara');
    await expect(page.getByText('No more data to load')).toBeVisible();
    await expect(page.getByTestId('search-picture')).toHaveCount(0);
    releaseEarlier();
    // Every delayed earlier answer has arrived (or its request was cancelled), and the page has settled.
    await expect.poll(() => finished + cancelled.length, { timeout: 10_000 }).toBe(asked.length);
    await pageSettled(page);
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText('Amara Okafor');
    expect(asked.length).toBeGreaterThan(1);
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled).not.toContain('amara');

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await expect(page.getByTestId('search-picture')).toBeVisible();
    await expect(results).toHaveCount(0);
  });

  test('a search nobody matches ends at once, saying so; hidden people are not found', async ({ page }) => {
    await page.goto('/search');
    await appReady(page);
    const box = page.getByPlaceholder('Search for name or username');
    await box.fill('hana.private');
    await expect(page.getByText("No one found for 'hana.private'")).toBeVisible();
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link')).toHaveCount(0);
    // The full name of the demo person who switched search off: other tests sign up people called Quinn,
    // so the bare 'quinn' may match someone visible while they run.
    await box.fill('Quiet Quinn');
    await expect(page.getByText("No one found for 'Quiet Quinn'")).toBeVisible();
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link')).toHaveCount(0);
  });

  test('shows the error text when search fails', async ({ page }) => {
    await page.route('**/api/search/**', (route) =>
      route.fulfill({ status: 500, json: { error: 'Something went wrong' } }),
    );
    await page.goto('/search');
    await appReady(page);
    await page.getByPlaceholder('Search for name or username').fill('maya');
    await expect(page.getByText('Something went wrong. Please try again')).toBeVisible();
  });
});

// The choices of docs/decisions/016-ui-finish.md (the tag names the choice).
test('D5: a search nobody matches says so; D6: wide screens have a way back', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/home');
  await appReady(page);
  await topBar(page).getByRole('link', { name: 'Search' }).click();
  await expect(topBar(page)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search for name or username' }).fill('zzzqqqxxnotfound');
  await expect(page.getByText("No one found for 'zzzqqqxxnotfound'")).toBeVisible();
  await expect(page.getByText('Check the spelling, or try part of a name or username.')).toBeVisible();
  await expect(page.getByText('No more data to load')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Phones have the bottom bar: no second way back there.
  await page.setViewportSize(MOBILE);
  await page.goto('/search');
  await appReady(page);
  await expect(bottomBar(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeHidden();
});

test("D21: a game chip with nothing typed lists that game's players", async ({ page }) => {
  const player = await signUpViaApi(page, { name: 'Chip Player' });
  const saved = await page.request.post('/api/social/updatesocialaccount', {
    headers: { 'user-token': player.token },
    data: { fortnite: 'ChipPlayer' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/search');
  await appReady(page);
  await expect(page.getByTestId('search-picture')).toBeVisible();
  await appReady(page);
  await page.getByRole('radio', { name: 'Fortnite' }).click();
  await expect(page).toHaveURL(/\/search\?game=fortnite$/);
  await expect(page.getByRole('heading', { name: 'People who play Fortnite' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return results.getByRole('link', { name: new RegExp(player.username) }).count();
    })
    .toBe(1);
});

test('D20: the signed-in card on /home copies the profile link with its Copy Link button', async ({
  page,
  context,
  baseURL,
}) => {
  await grantClipboard(context);
  const me = await signUpViaApi(page);
  await page.goto('/home');
  await appReady(page);
  const panel = page.getByTestId('share-panel');
  await panel.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  expect(await clipboard(page)).toBe(`${baseURL}/user/${me.username}`);
});

test("M4: 'Visit Account' is a link that opens in a new tab too", async ({ page, context }) => {
  await page.goto('/home');
  await appReady(page);
  const visit = page.getByTestId('home-feed').getByRole('link', { name: 'Visit Account' }).first();
  await expect(visit).toHaveAttribute('href', /^\/user\/[a-z0-9._]+$/);
  const href = (await visit.getAttribute('href'))!;
  const opened = context.waitForEvent('page');
  await visit.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`${href}$`));
  // This tab stays on the feed.
  await expect(page).toHaveURL(/\/home$/);
});
