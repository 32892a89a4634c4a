import type { VerificationStatus } from '@handlehub/shared/api/verification';
import {
  CHECK_OUTCOME_TEXTS,
  type CheckOutcome,
  SIGN_IN_RETURN_TEXTS,
  verificationText,
} from '@handlehub/shared/verification';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leaveFor } from '../../lib/leave-for';
import { items, refusal, renderSignedIn, setUpScreenTests } from '../../test-support';
import { SignInReturnNotice } from './return-notice';
import { VERIFY_TEXTS } from './texts';
import { VerifyButton } from './verify-button';

vi.mock('../../lib/leave-for', () => ({ leaveFor: vi.fn() }));

setUpScreenTests();

const [MASTODON, STEAM, PUBG] = items([
  ['mastodon', '@ann@fosstodon.org'],
  ['steam', '76561198000000001'],
  ['pubg', '5123456789'],
]) as [ReturnType<typeof items>[number], ReturnType<typeof items>[number], ReturnType<typeof items>[number]];

const TOKEN = 'hh-abcdefghijklmnop';
const PAGE = 'https://handlehub.example/user/ann';

/** A status as the server answers it; `more` sets the level, evidence and ways to verify. */
const status = (id: number, more: Partial<VerificationStatus> = {}): VerificationStatus => ({
  id,
  level: 'self',
  misses: 0,
  token: TOKEN,
  pageUrl: PAGE,
  signIns: [],
  ...more,
});

const LINKED: Partial<VerificationStatus> = {
  level: 'linked',
  method: 'fediverse',
  checkedAt: '2026-11-29T09:00:00Z',
  firstCheckedAt: '2026-11-20T09:00:00Z',
  evidence: { where: 'https://fosstodon.org/@ann', found: PAGE },
  lastOutcome: 'found',
  linkedMethod: 'fediverse',
};

function openDialog(
  item: typeof MASTODON,
  answer: VerificationStatus,
  extra: Record<string, Parameters<typeof renderSignedIn>[1][string]> = {},
) {
  const onChanged = vi.fn();
  const calls = renderSignedIn(
    <VerifyButton item={item} name={item.name} onChanged={onChanged} />,
    { [`GET /api/verification/${item.id}`]: () => answer, ...extra },
    { path: '/profile/addaccount' },
  );
  fireEvent.click(screen.getByRole('button', { name: `Verify ${item.name}` }));
  return { calls, onChanged };
}

describe('the verify dialog', { timeout: 30_000 }, () => {
  it('for a self-claimed Mastodon item: the level, then the page address and proof code to add, with Copy', async () => {
    openDialog(MASTODON, status(MASTODON.id, { linkedMethod: 'fediverse' }));
    const dialog = await screen.findByTestId('verify-dialog');
    expect(within(dialog).getByText(VERIFY_TEXTS.selfLevel)).toBeTruthy();
    expect(within(dialog).getByText("Add this to your Mastodon profile's bio or website:")).toBeTruthy();
    expect(within(dialog).getByTestId('verify-page-url').textContent).toBe(PAGE);
    expect(within(dialog).getByTestId('verify-token').textContent).toBe(TOKEN);
    expect(within(dialog).getByRole('button', { name: 'Copy your page address' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy your proof code' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: VERIFY_TEXTS.checkNow })).toBeTruthy();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('for a linked item: the words visitors read and the evidence, what was found and where', async () => {
    openDialog(MASTODON, status(MASTODON.id, { ...LINKED, misses: 1 }));
    const dialog = await screen.findByTestId('verify-dialog');
    expect(within(dialog).getByTestId('verified-mark').textContent).toBe(
      'Verified: linked back from Mastodon, checked 29 Nov',
    );
    expect(within(dialog).getByTestId('verify-evidence').textContent).toBe(
      `Found ${PAGE} on https://fosstodon.org/@ann`,
    );
    expect(within(dialog).getByText(VERIFY_TEXTS.misses(1))).toBeTruthy();
  });

  it('for a Steam item: confirmed by Steam, and a sign-in that starts on the server with the item', async () => {
    const { calls } = openDialog(
      STEAM,
      status(STEAM.id, {
        level: 'confirmed',
        method: 'steam',
        checkedAt: '2026-11-28T12:00:00Z',
        signIns: ['steam', 'discord'],
      }),
      { 'GET /verify/steam/start': () => ({ location: 'https://steamcommunity.com/openid/login?x=1' }) },
    );
    const dialog = await screen.findByTestId('verify-dialog');
    expect(within(dialog).getByTestId('verified-mark').textContent).toBe(
      verificationText({ level: 'confirmed', method: 'steam', checkedAt: '2026-11-28T12:00:00Z' }),
    );
    expect(within(dialog).getByRole('button', { name: 'Sign in with Discord to confirm' })).toBeTruthy();
    // The start is a signed-in call (the session is a header a link cannot send); its answer is where to go.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in with Steam to confirm' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://steamcommunity.com/openid/login?x=1'));
    expect(calls).toContain(`GET /verify/steam/start?item=${STEAM.id}`);
    // Nothing to copy: no linked-back method reads a Steam profile.
    expect(within(dialog).queryByTestId('verify-token')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: VERIFY_TEXTS.checkNow })).toBeNull();
  });

  it('for an item nothing can check: says it stays self-claimed', async () => {
    openDialog(PUBG, status(PUBG.id));
    const dialog = await screen.findByTestId('verify-dialog');
    expect(within(dialog).getByText(VERIFY_TEXTS.nothingCanCheck(PUBG.name))).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: VERIFY_TEXTS.checkNow })).toBeNull();
  });

  it.each(['found', 'missing', 'unreachable', 'not-found'] as CheckOutcome[])(
    'Check now says what the check found: %s',
    async (outcome) => {
      const after =
        outcome === 'found'
          ? status(MASTODON.id, LINKED)
          : status(MASTODON.id, { linkedMethod: 'fediverse' });
      const { calls, onChanged } = openDialog(MASTODON, status(MASTODON.id, { linkedMethod: 'fediverse' }), {
        'POST /api/verification/check': (_url, init) => {
          expect(JSON.parse(String(init?.body))).toEqual({ id: MASTODON.id });
          return { outcome, msg: CHECK_OUTCOME_TEXTS[outcome], status: after };
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: VERIFY_TEXTS.checkNow }));
      const said = await screen.findByText(CHECK_OUTCOME_TEXTS[outcome]);
      expect(said.closest('[role="status"]')).toBeTruthy();
      expect(calls).toContain('POST /api/verification/check');
      expect(onChanged).toHaveBeenCalledTimes(1);
      // The dialog shows the status the check answered with.
      if (outcome === 'found') {
        expect(screen.getByTestId('verified-mark').textContent).toBe(
          'Verified: linked back from Mastodon, checked 29 Nov',
        );
      } else {
        expect(screen.getByText(VERIFY_TEXTS.selfLevel)).toBeTruthy();
      }
    },
  );

  it('Check now asked too often (429): says to wait, and the level is left as it was', async () => {
    const { onChanged } = openDialog(MASTODON, status(MASTODON.id, { linkedMethod: 'fediverse' }), {
      'POST /api/verification/check': () => refusal(429, 'Too many requests'),
    });
    fireEvent.click(await screen.findByRole('button', { name: VERIFY_TEXTS.checkNow }));
    expect(await screen.findByText(VERIFY_TEXTS.checkTooOften)).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.getByText(VERIFY_TEXTS.selfLevel)).toBeTruthy();
  });

  it("says the server's words when the status cannot be read", async () => {
    openDialog(MASTODON, status(MASTODON.id), {
      [`GET /api/verification/${MASTODON.id}`]: () => refusal(404, 'That item was not found'),
    });
    expect(await screen.findByText(VERIFY_TEXTS.loadFailed)).toBeTruthy();
    expect(screen.getByText('That item was not found')).toBeTruthy();
  });
});

describe('back from a sign-in: /profile?verify={code}', { timeout: 30_000 }, () => {
  it.each(Object.entries(SIGN_IN_RETURN_TEXTS))(
    '%s: says what happened and takes the code out of the address',
    async (code, text) => {
      renderSignedIn(
        <SignInReturnNotice />,
        {},
        { path: `/profile?verify=${code}&tab=x`, pattern: '/profile' },
      );
      expect((await screen.findByTestId('verify-return-notice')).textContent).toContain(text);
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile?tab=x'));
      // Still said after the address changed; gone once dismissed.
      expect(screen.getByTestId('verify-return-notice')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByTestId('verify-return-notice')).toBeNull();
    },
  );

  it('an unknown code says nothing, and leaves the address too', async () => {
    renderSignedIn(<SignInReturnNotice />, {}, { path: '/profile?verify=<script>', pattern: '/profile' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'));
    expect(screen.queryByTestId('verify-return-notice')).toBeNull();
  });
});
