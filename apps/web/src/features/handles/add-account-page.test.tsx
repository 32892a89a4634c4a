import { handleMessages } from '@handlehub/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn, setUpScreenTests } from '../../test-support';
import { AddAccountPage } from './add-account-page';

setUpScreenTests();

/** Add Account for a person with no handles yet; answers the named input once it can be typed in. */
async function openWithNoAccounts(field: string): Promise<HTMLElement> {
  renderSignedIn(
    <AddAccountPage />,
    { 'GET /api/social/getsocialaccount': () => ({ userAccount: { accounts: [] } }) },
    { path: '/profile/addaccount' },
  );
  const input = await screen.findByRole('textbox', { name: field });
  await vi.waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
  return input;
}

describe('Add Account: what a handle is stored as', { timeout: 30_000 }, () => {
  it('a YouTube channel name with spaces says what will be stored, not silently (D16)', async () => {
    const youtube = await openWithNoAccounts('Youtube channel name');
    fireEvent.input(youtube, { target: { value: 'UX Channel Name' } });
    expect(screen.getByText('Will be saved as UXChannelName')).toBeTruthy();
    // Said where a screen reader reads the field's description.
    const described = youtube.getAttribute('aria-describedby') ?? '';
    expect(
      described.split(' ').some((id) => document.getElementById(id)?.textContent?.includes('UXChannelName')),
    ).toBe(true);

    // A pasted address: the handle in it.
    const instagram = screen.getByRole('textbox', { name: 'Instagram' });
    fireEvent.input(instagram, { target: { value: 'https://www.instagram.com/maya.k/' } });
    expect(screen.getByText('Will be saved as maya.k')).toBeTruthy();
    // Typed as it will be stored: nothing to say.
    fireEvent.input(youtube, { target: { value: 'UXChannelName' } });
    expect(screen.queryByText(/Will be saved as UXChannelName/)).toBeNull();
  });
});

describe('Add Account: when a wrong handle is named', { timeout: 30_000 }, () => {
  it('on leaving the input, not while typing; it goes as the value is put right; Save focuses the first', async () => {
    const instagram = await openWithNoAccounts('Instagram');
    const wrong = handleMessages.invalid('instagram');

    fireEvent.input(instagram, { target: { value: 'javascript:alert(1)' } });
    expect(screen.queryByText(wrong)).toBeNull();
    fireEvent.blur(instagram);
    expect(screen.getByText(wrong)).toBeTruthy();
    fireEvent.input(instagram, { target: { value: 'maya.k' } });
    expect(screen.queryByText(wrong)).toBeNull();

    fireEvent.input(instagram, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(wrong)).toBeTruthy();
    expect(instagram.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(instagram);
  });
});
