import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserStubs, items } from '../test-support';
import { AccountList, accountSections } from './account-list';

beforeAll(installBrowserStubs);
afterEach(cleanup);

// The owner's order, kinds mixed: each section keeps that order.
const MIXED = items([
  ['pubg', '5123456789'],
  ['youtube', 'youtube.handle'],
  ['link', 'https://ann.example/', { title: 'My site' }],
  ['coc', '#2PP0JCGQ', { label: 'main' }],
  ['facebook', 'facebook.handle'],
  ['twitter', 'twitter.handle'],
  ['coc', '#8QU8J9LP', { label: 'alt', visible: false }],
]);

describe('the account list', () => {
  it("splits Social, Games and Links, each in the owner's order", () => {
    expect(accountSections(MIXED).map((s) => [s.title, s.items.map((i) => i.slug)])).toEqual([
      ['Social', ['youtube', 'facebook', 'twitter']],
      ['Games', ['pubg', 'coc', 'coc-7']],
      ['Links', ['link-3']],
    ]);
    expect(accountSections(items([['pubg', '5123456789']])).map((s) => s.title)).toEqual(['Games']);
    expect(accountSections([])).toEqual([]);
  });

  it('marks a hidden item and shows labels and link titles', () => {
    render(
      <MantineProvider>
        <AccountList items={MIXED} />
      </MantineProvider>,
    );
    const alt = screen.getByText('#8QU8J9LP').closest('li')!;
    expect(within(alt).getByText('Hidden')).toBeTruthy();
    expect(alt.textContent).toContain('· alt');
    const main = screen.getByText('#2PP0JCGQ').closest('li')!;
    expect(within(main).queryByText('Hidden')).toBeNull();
    const site = screen.getByRole('link', { name: 'My site ann.example, open address' });
    expect(site.getAttribute('href')).toBe('https://ann.example/');
    expect(screen.getByRole('button', { name: 'Copy Clash of Clans username (main)' })).toBeTruthy();
  });

  it('draws each section under its heading, each row one link with its buttons beside it', () => {
    render(
      <MantineProvider>
        <AccountList items={MIXED} rowAction={(item) => <button type="button">QR of {item.name}</button>} />
      </MantineProvider>,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Social', 'Games', 'Links']);
    const social = screen.getByRole('region', { name: 'Social' });
    expect(
      within(social)
        .getAllByTestId('account-username')
        .map((e) => e.textContent),
    ).toEqual(['youtube.handle', 'facebook.handle', 'twitter.handle']);

    // Its name starts with its visible text (the platform, then the handle), then says what it does.
    const link = screen.getByRole('link', { name: 'Twitter twitter.handle, open profile' });
    const site = screen.getByRole('link', { name: 'My site ann.example, open address' });
    expect(link.textContent).toBe('Twitter twitter.handle');
    expect(link.getAttribute('href')).toBe('https://x.com/twitter.handle');
    // The person's own profile: rel=me, so that the platform can show this page as theirs.
    expect(link.getAttribute('rel')).toBe('me noopener noreferrer');
    expect(site.getAttribute('rel')).toBe('me noopener noreferrer');
    // No interactive element inside the link; copy and the row's action are its siblings' children.
    expect(link.querySelector('a, button, input, [tabindex]')).toBeNull();
    const row = link.closest('li')!;
    expect(within(row).getByRole('button', { name: 'Copy Twitter username' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'QR of Twitter' })).toBeTruthy();

    // A game ID without a web profile has no link: its row is text with the same buttons.
    const pubg = screen.getByText('5123456789').closest('li')!;
    expect(within(pubg).queryByRole('link')).toBeNull();
    expect(within(pubg).getAllByRole('button')).toHaveLength(2);
  });

  it('on a public page, a game row opens its game page here, and a Steam row too (the page links the profile)', () => {
    render(
      <MantineProvider>
        <AccountList
          username="ann"
          items={items([
            ['pubg', '5123456789'],
            ['steam', 'johndoe'],
            ['twitter', 'twitter.handle'],
            ['discord', 'ann.plays'],
          ])}
        />
      </MantineProvider>,
    );
    const pubg = screen.getByRole('link', { name: 'PUBG 5123456789, open game page' });
    expect(pubg.getAttribute('href')).toBe('/user/ann/pubg');
    expect(pubg.getAttribute('target')).toBeNull();
    const steam = screen.getByRole('link', { name: 'Steam johndoe, open game page' });
    expect(steam.getAttribute('href')).toBe('/user/ann/steam');
    // The web profile opens in a new tab, as before.
    expect(
      screen.getByRole('link', { name: 'Twitter twitter.handle, open profile' }).getAttribute('target'),
    ).toBe('_blank');
    // A Discord name has nowhere to open: its row only copies.
    const discord = screen.getByText('ann.plays').closest('li')!;
    expect(within(discord).queryByRole('link')).toBeNull();
  });

  it("on the owner's /profile, a hidden game row only copies: its page is shown to nobody", () => {
    render(
      <MantineProvider>
        <AccountList username="ann" items={MIXED} />
      </MantineProvider>,
    );
    const alt = screen.getByText('#8QU8J9LP').closest('li')!;
    expect(within(alt).queryByRole('link')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Clash of Clans · main #2PP0JCGQ, open game page' }),
    ).toBeTruthy();
  });
});

describe('a verified item on the page', () => {
  const VERIFIED = items([
    ['mastodon', '@ann@fosstodon.org'],
    ['twitter', 'twitter.handle'],
    ['steam', '76561198000000001'],
  ]).map((item) =>
    item.platform === 'mastodon'
      ? {
          ...item,
          verified: {
            level: 'linked' as const,
            method: 'fediverse' as const,
            checkedAt: '2026-11-29T08:00:00Z',
          },
        }
      : item.platform === 'steam'
        ? {
            ...item,
            verified: {
              level: 'confirmed' as const,
              method: 'steam' as const,
              checkedAt: '2026-11-20T23:59:00Z',
            },
          }
        : item,
  );

  it('says how it was verified, in words, beside that item only', () => {
    render(
      <MantineProvider>
        <AccountList items={VERIFIED} />
      </MantineProvider>,
    );
    const marks = screen.getAllByTestId('verified-mark').map((mark) => mark.textContent);
    expect(marks).toEqual([
      'Verified: linked back from Mastodon, checked 29 Nov',
      'Verified: confirmed by Steam, checked 20 Nov',
    ]);
    const mastodon = screen.getByText('Verified: linked back from Mastodon, checked 29 Nov').closest('li')!;
    expect(within(mastodon).getByTestId('account-username').textContent).toBe('@ann@fosstodon.org');
    // The row's link says it too, after the visible handle.
    expect(
      within(mastodon).getByRole('link', {
        name: 'Mastodon @ann@fosstodon.org Verified: linked back from Mastodon, checked 29 Nov, open profile',
      }),
    ).toBeTruthy();
    const twitter = screen.getByText('twitter.handle').closest('li')!;
    expect(within(twitter).queryByTestId('verified-mark')).toBeNull();
  });

  it("leaves rel=me off a game's page: it is the game's, not the person's", () => {
    render(
      <MantineProvider>
        <AccountList items={VERIFIED} />
      </MantineProvider>,
    );
    const steam = screen.getByText('Verified: confirmed by Steam, checked 20 Nov').closest('li')!;
    const link = within(steam).queryByRole('link');
    if (link) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const mastodon = screen.getByRole('link', { name: /^Mastodon / });
    expect(mastodon.getAttribute('rel')).toBe('me noopener noreferrer');
  });
});
