import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn, setUpScreenTests } from '../../test-support';
import { AddAccountPage } from './add-account-page';

setUpScreenTests();

describe('Add Account: what a handle is stored as', { timeout: 30_000 }, () => {
  it('a YouTube channel name with spaces says what will be stored, not silently (D16)', async () => {
    renderSignedIn(
      <AddAccountPage />,
      { 'GET /api/social/getsocialaccount': () => ({ userAccount: { accounts: [] } }) },
      { path: '/profile/addaccount' },
    );
    const youtube = await screen.findByRole('textbox', { name: 'Youtube channel name' });
    await vi.waitFor(() => expect((youtube as HTMLInputElement).disabled).toBe(false));
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
