import type { SocialAccount } from '@handlehub/shared';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserStubs } from '../test-support';
import { AccountList, accountSections } from './account-list';

beforeAll(installBrowserStubs);
afterEach(cleanup);

const account = (
  fieldname: SocialAccount['fieldname'],
  accountName: string,
  link?: string,
): SocialAccount => ({
  accountName,
  accountUsername: `${fieldname}.handle`,
  accountIcon: 'Controller',
  fieldname,
  ...(link ? { accountLink: link } : {}),
});

// Deliberately out of order: the list orders by the shared platform list, not by what it is given.
const SHUFFLED = [
  account('pubg', 'PUBG'),
  account('youtube', 'Youtube', 'https://www.youtube.com/@youtube.handle'),
  account('coc', 'Clash of Clans', 'https://link.clashofclans.com/en?action=OpenPlayerProfile&tag=X'),
  account('facebook', 'Facebook', 'https://www.facebook.com/facebook.handle'),
  account('twitter', 'Twitter', 'https://x.com/twitter.handle'),
];

describe('the account list', () => {
  it("splits Social from Games, each in the platforms' order", () => {
    expect(accountSections(SHUFFLED).map((s) => [s.title, s.accounts.map((a) => a.fieldname)])).toEqual([
      ['Social', ['facebook', 'twitter', 'youtube']],
      ['Games', ['coc', 'pubg']],
    ]);
    expect(accountSections([account('pubg', 'PUBG')]).map((s) => s.title)).toEqual(['Games']);
    expect(accountSections([])).toEqual([]);
  });

  it('draws each section under its heading, each row one link with its buttons beside it', () => {
    render(
      <MantineProvider>
        <AccountList
          accounts={SHUFFLED}
          rowAction={(a) => <button type="button">QR of {a.accountName}</button>}
        />
      </MantineProvider>,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Social', 'Games']);
    const social = screen.getByRole('region', { name: 'Social' });
    expect(
      within(social)
        .getAllByTestId('account-username')
        .map((e) => e.textContent),
    ).toEqual(['facebook.handle', 'twitter.handle', 'youtube.handle']);

    const link = screen.getByRole('link', { name: 'Open Twitter profile: twitter.handle' });
    expect(link.getAttribute('href')).toBe('https://x.com/twitter.handle');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // No interactive element inside the link; copy and the row's action are its siblings' children.
    expect(link.querySelector('a, button, input, [tabindex]')).toBeNull();
    const row = link.closest('li')!;
    expect(within(row).getByRole('button', { name: 'Copy Twitter username' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'QR of Twitter' })).toBeTruthy();

    // A game ID without a web profile has no link: its row is text with the same buttons.
    const pubg = screen.getByText('pubg.handle').closest('li')!;
    expect(within(pubg).queryByRole('link')).toBeNull();
    expect(within(pubg).getAllByRole('button')).toHaveLength(2);
  });
});
