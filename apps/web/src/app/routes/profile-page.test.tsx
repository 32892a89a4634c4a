import { COMMON_MESSAGES } from '@handlehub/shared/common-messages';
import { PROFILE_SECTIONS, UNKNOWN_PLATFORM } from '@handlehub/shared/ui-texts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itemsServer, row } from '../../features/handles/items-test-server';
import { renderSignedIn, setUpScreenTests, user } from '../../test-support';
import { ProfilePage } from './profile-page';

// The chart can be made to throw, to see one failing section leave the rest of the screen.
const chart = vi.hoisted(() => ({ throws: false }));
vi.mock('../../features/insights/insights-chart', async (original) => {
  const real = await original<typeof import('../../features/insights/insights-chart')>();
  return {
    ...real,
    InsightsChart: (props: Parameters<typeof real.InsightsChart>[0]) => {
      if (chart.throws) throw new Error('the chart failed');
      return <real.InsightsChart {...props} />;
    },
  };
});

setUpScreenTests();

/** Ann's items: a TikTok and a Nintendo Switch code (neither among the spec's 13), a link, and a MySpace row. */
const ROWS = [
  row(1, 'tiktok', 'ann.tok'),
  row(2, 'link', 'https://ann.example/shop', { title: 'My shop' }),
  row(3, 'nintendo', 'SW-1234-5678-9012'),
  row(4, 'myspace', 'tom.from.myspace'),
];

/** Thirty days, the last of which had clicks on the given slugs (each once, `tiktok` twice). */
function insights(clicks: Record<string, number>) {
  const days = Array.from({ length: 30 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 10, i + 1)).toISOString().slice(0, 10),
    views: i === 29 ? 4 : 0,
    qrScans: 0,
    clicks: i === 29 ? clicks : {},
  }));
  return { days };
}

function open(clicks: Record<string, number>) {
  const server = itemsServer(ROWS);
  renderSignedIn(
    <ProfilePage />,
    {
      ...server.handlers,
      'GET /api/profile/getuser': () => ({ user }),
      'GET /api/profile/getaccountstatus': () => ({
        status: { isPublic: true, isSearchable: true, isLocked: false },
      }),
      'GET /api/profile/insights': () => insights(clicks),
    },
    { path: '/profile' },
  );
  return server;
}

const CLICKS = { tiktok: 2, 'link-2': 1, nintendo: 1, 'instagram-46': 1, myspace: 1 };

describe('/profile', { timeout: 30_000 }, () => {
  it("names every clicked item through the catalogue and the owner's items, a gone or unknown one too", async () => {
    open(CLICKS);
    const perItem = await screen.findByRole('list', { name: 'Clicks per handle' });
    const lines = within(perItem)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    // Most clicked first, then by slug. Deleted since: its platform's name; a key the catalogue does not
    // have: the neutral name.
    expect(lines).toEqual(['TikTok2', 'Instagram1', 'My shop1', `${UNKNOWN_PLATFORM}1`, 'Nintendo Switch1']);
    // The chart's table for screen readers names the day's clicks the same way.
    const table = screen.getByRole('table', { name: 'Insights per day, oldest first' });
    expect(table.textContent).toContain(
      `TikTok 2, My shop 1, Nintendo Switch 1, Instagram 1, ${UNKNOWN_PLATFORM} 1`,
    );
  });

  it('shows the rows of unknown platforms apart, with Delete only, and deletes one', async () => {
    const server = open({});
    const section = await screen.findByRole('region', { name: 'No longer supported' });
    expect(within(section).getByText('myspace')).toBeTruthy();
    expect(within(section).getByText('tom.from.myspace')).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Delete myspace tom.from.myspace']);
    fireEvent.click(within(section).getByRole('button', { name: 'Delete myspace tom.from.myspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this handle or link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.sent.delete).toEqual([{ id: 4 }]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'No longer supported' })).toBeNull());
    // The page's list never showed it.
    expect(screen.queryByText('tom.from.myspace')).toBeNull();
  });

  it('a section that throws says so in its place, and the rest of the screen stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    chart.throws = true;
    try {
      open({ tiktok: 1 });
      expect(await screen.findByText(COMMON_MESSAGES.sectionFailed(PROFILE_SECTIONS.insights))).toBeTruthy();
      expect(screen.getByRole('button', { name: COMMON_MESSAGES.reloadPage })).toBeTruthy();
      // The card, the list and the QR code are still there.
      expect(screen.getByRole('heading', { name: user.name })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Edit profile' })).toBeTruthy();
      expect(screen.getByText('ann.tok')).toBeTruthy();
      expect(screen.queryByText(COMMON_MESSAGES.screenFailedTitle)).toBeNull();
    } finally {
      chart.throws = false;
    }
  });
});
