import { MESSAGES } from '@handlehub/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { mockApi, refusal, renderApp, renderSignedIn, setUpScreenTests, user } from '../../test-support';
import { EditProfilePage } from './edit-profile-page';

setUpScreenTests();

const TAKEN = new Set(['quinn']);
const usernameBox = () => screen.getByRole('textbox', { name: 'Username' });

function open() {
  return renderSignedIn(
    <EditProfilePage />,
    {
      'GET /api/profile/getuser': () => ({ user }),
      'GET /api/auth/usernameavailable': (url) => {
        const name = url.searchParams.get('username')!;
        return { username: name, available: !TAKEN.has(name) };
      },
    },
    { path: '/profile/editprofile' },
  );
}

/** Waits until the form has its fields (it is filled from the server's answer). */
const filled = () => screen.findByRole('textbox', { name: 'Username' });

describe('Edit Profile: changing the username', { timeout: 30_000 }, () => {
  it("a taken name is said at the field before any 'Change Username!' warning (D10)", async () => {
    open();
    await filled();
    fireEvent.input(usernameBox(), { target: { value: 'quinn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(usernameBox().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(MESSAGES.usernameTaken)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Change Username!' })).toBeNull();
  });

  it("a free name goes on to the 'Change Username!' warning (D10)", async () => {
    open();
    await filled();
    fireEvent.input(usernameBox(), { target: { value: 'annnew' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('dialog', { name: 'Change Username!' })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.usernameTaken)).toBeNull();
  });

  it('while typing, the field says whether the name is free; the own name is not asked about (M5)', async () => {
    const calls = open();
    await filled();
    fireEvent.input(usernameBox(), { target: { value: 'quinn' } });
    expect(await screen.findByText(MESSAGES.usernameTaken)).toBeTruthy();
    fireEvent.input(usernameBox(), { target: { value: 'annie' } });
    expect(await screen.findByText('Username is available')).toBeTruthy();
    fireEvent.input(usernameBox(), { target: { value: 'ann' } });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByText('Username is available')).toBeNull();
    expect(calls).toEqual([
      'GET /api/profile/getuser',
      'GET /api/auth/usernameavailable?username=quinn',
      'GET /api/auth/usernameavailable?username=annie',
    ]);
  });
});

describe('Edit Profile starts from the server, not from the browser', { timeout: 30_000 }, () => {
  // Another device set a bio and the Forest theme after this browser stored its copy at sign-in.
  const onServer = { ...user, bio: 'Speedrunner. Ask me about Minecraft seeds.', theme: 'forest' as const };

  function openWith(getuser: () => unknown) {
    const sent: FormData[] = [];
    mockApi({
      'GET /api/profile/getuser': getuser,
      'GET /api/auth/usernameavailable': (url) => ({
        username: url.searchParams.get('username'),
        available: true,
      }),
      'POST /api/profile/updateprofile': (_url, init) => {
        sent.push(init!.body as FormData);
        return { msg: 'Profile updated', user: { ...onServer, name: 'Ann Renamed' } };
      },
    });
    session.signIn(user, 'token-1');
    renderApp(<EditProfilePage />, { path: '/profile/editprofile' });
    /** Presses Update and waits for the one write it makes: the fields it sent. */
    const update = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Update' }));
      await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
      return sent[0]!;
    };
    return { update };
  }

  it("fills the form with the server's bio and theme, and Update after a name change sends neither", async () => {
    const { update } = openWith(() => ({ user: onServer }));
    const bio = await screen.findByRole('textbox', { name: /^Bio/ });
    expect((bio as HTMLTextAreaElement).value).toBe(onServer.bio);
    expect((screen.getByRole('radio', { name: /Forest/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ann Renamed' } });
    const sent = await update();
    expect(sent.get('name')).toBe('Ann Renamed');
    expect(sent.has('bio')).toBe(false);
    expect(sent.has('theme')).toBe(false);
  });

  it('sends the bio when the person changed it', async () => {
    const { update } = openWith(() => ({ user: onServer }));
    const bio = await screen.findByRole('textbox', { name: /^Bio/ });
    fireEvent.input(bio, { target: { value: 'Now a speedrunner of Celeste.' } });
    const sent = await update();
    expect(sent.get('bio')).toBe('Now a speedrunner of Celeste.');
    expect(sent.has('theme')).toBe(false);
  });

  it('sends the page background only when the person chose another, and never the buttons left as they were', async () => {
    const { update } = openWith(() => ({ user: onServer }));
    await screen.findByRole('textbox', { name: /^Bio/ });
    fireEvent.click(screen.getByTestId('background-gradient'));
    const sent = await update();
    expect(sent.get('background')).toBe('gradient');
    expect(sent.has('buttons')).toBe(false);
    expect(sent.has('bio')).toBe(false);
  });

  it('shows no form until the server answers, and offers to try again when it fails', async () => {
    let fail = true;
    openWith(() => (fail ? refusal(500, 'down') : { user: onServer }));
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    const again = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('textbox', { name: /^Bio/ })).toBeNull();
    fail = false;
    fireEvent.click(again);
    expect(((await screen.findByRole('textbox', { name: /^Bio/ })) as HTMLTextAreaElement).value).toBe(
      onServer.bio,
    );
  });
});
