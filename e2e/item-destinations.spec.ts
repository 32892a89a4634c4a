import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, signUpViaApi } from './support';

test.use({ viewport: DESKTOP });

const REPOSITORY = 'https://github.com/sethcottle/littlelink-extended';

test("a repository pasted into GitHub's field is named as one, added as a link, and leads to the repository", async ({
  page,
  browser,
}) => {
  const me = await signUpViaApi(page, { name: 'Repo Rae' });
  await page.goto('/profile/addaccount');

  const more = page.getByRole('region', { name: 'More platforms' });
  await more.getByRole('combobox', { name: 'Platform' }).fill('GitHub');
  await page.getByRole('option', { name: 'GitHub' }).click();
  const field = more.getByRole('textbox', { name: 'GitHub username' });
  await field.fill(REPOSITORY);
  await more.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    more.getByText('That is a GitHub repository, not a profile. Add it as a link instead.'),
  ).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await more.getByRole('button', { name: 'Add as a link' }).click();
  const list = page.getByRole('region', { name: 'Your handles and links' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('github.com/sethcottle/littlelink-extended')).toBeVisible();
  await expect(more.getByRole('button', { name: 'Add as a link' })).toHaveCount(0);

  // A visitor: the row opens the repository itself, and so does the item's own address.
  const visitor = await (await browser.newContext({ viewport: MOBILE })).newPage();
  await visitor.goto(`/user/${me.username}`);
  const row = visitor.getByRole('link', { name: /github\.com.*open address$/ });
  await expect(row).toHaveAttribute('href', REPOSITORY);
  const slug = await row.getAttribute('data-field');
  const visit = await visitor.request.get(`/user/${me.username}/${slug}`, { maxRedirects: 0 });
  expect([visit.status(), visit.headers().location]).toEqual([302, REPOSITORY]);
  await visitor.context().close();
});

test("a Steam row opens its game page, which links the Steam profile; a Mastodon row on another server opens that server's profile", async ({
  page,
  browser,
}) => {
  const me = await signUpViaApi(page, { name: 'Steam Sol' });
  for (const data of [
    { platform: 'steam', value: 'https://steamcommunity.com/id/solplays/' },
    { platform: 'mastodon', value: '@sol@fosstodon.org' },
  ]) {
    const res = await page.request.post('/api/handles/add', { data, headers: { 'user-token': me.token } });
    expect(res.status(), await res.text()).toBe(201);
  }

  const visitor = await (await browser.newContext({ viewport: MOBILE })).newPage();
  await visitor.goto(`/user/${me.username}`);
  const mastodon = visitor.getByRole('link', { name: /^Mastodon @sol@fosstodon\.org, open profile$/ });
  await expect(mastodon).toHaveAttribute('href', 'https://fosstodon.org/@sol');
  const own = await visitor.request.get(`/user/${me.username}/mastodon`, { maxRedirects: 0 });
  expect([own.status(), own.headers().location]).toEqual([302, 'https://fosstodon.org/@sol']);

  await visitor.getByRole('link', { name: /^Steam solplays, open game page$/ }).click();
  await expect(visitor).toHaveURL(new RegExp(`/user/${me.username}/steam$`));
  await expect(visitor.getByTestId('game-id')).toHaveText('solplays');
  await expect(visitor.getByRole('link', { name: 'Open the Steam profile' })).toHaveAttribute(
    'href',
    'https://steamcommunity.com/id/solplays',
  );
  await visitor.context().close();
});
