import { GAME_ID_MESSAGES, ITEMS_MAX, MESSAGES } from '@handlehub/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify';
import { renderSignedIn, setUpScreenTests } from '../../test-support';
import { AddItemForm } from './add-item-form';
import { AddLinkForm } from './add-link-form';
import { itemsServer, row, rowNames } from './items-test-server';
import { MyItems } from './my-items';

vi.mock('../../lib/notify', async (original) => ({
  ...(await original<typeof import('../../lib/notify')>()),
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
}));

setUpScreenTests();

/** The list and the two add forms, as Add Account places them, once the list has loaded. */
async function open(server = itemsServer([row(1, 'instagram', 'maya.k')])) {
  renderSignedIn(
    <>
      <MyItems username="ann" />
      <AddItemForm username="ann" />
      <AddLinkForm username="ann" />
    </>,
    server.handlers,
    { path: '/profile/addaccount' },
  );
  await screen.findByRole('list');
  return server;
}

async function pick(search: string, option: string) {
  const picker = screen.getByRole('combobox', { name: 'Platform' });
  // Typed by a person: Mantine takes a change of an input that is not focused for the browser's autofill.
  picker.focus();
  fireEvent.input(picker, { target: { value: search } });
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('More platforms', { timeout: 30_000 }, () => {
  it('finds a platform by another name, and adds the handle as it will be stored, with its label', async () => {
    const server = await open();
    // "X" is Twitter's other name: the picker finds it by that, not only by "Twitter".
    await pick('X', 'Twitter');
    const value = screen.getByRole('textbox', { name: 'Twitter / X username' });
    fireEvent.input(value, { target: { value: 'https://x.com/maya_k' } });
    expect(screen.getByText('Will be saved as maya_k')).toBeTruthy();
    fireEvent.input(screen.getByRole('textbox', { name: 'Label (optional)' }), {
      target: { value: ' main ' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add' })[0]!);
    await waitFor(() =>
      expect(server.sent.add).toEqual([{ platform: 'twitter', value: 'maya_k', label: 'main' }]),
    );
    await waitFor(() => expect(rowNames()).toEqual(['Instagram', 'Twitter (main)']));
    expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.itemAdded);
    // Ready for the next one.
    expect((screen.getByRole('textbox', { name: 'Twitter / X username' }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('says a pasted repository is not a profile, and adds it as a link when asked', async () => {
    const server = await open();
    await pick('GitHub', 'GitHub');
    const value = screen.getByRole('textbox', { name: 'GitHub username' });
    fireEvent.input(value, { target: { value: 'https://github.com/sethcottle/littlelink-extended' } });
    fireEvent.blur(value);
    const message = MESSAGES.notAProfile('GitHub', 'repository');
    expect(message).toBe('That is a GitHub repository, not a profile. Add it as a link instead.');
    expect(await screen.findByText(message)).toBeTruthy();
    // Add sends nothing: the field holds no GitHub handle.
    fireEvent.click(screen.getAllByRole('button', { name: 'Add' })[0]!);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.sent.add).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add as a link' }));
    await waitFor(() =>
      expect(server.sent.add).toEqual([
        { platform: 'link', value: 'https://github.com/sethcottle/littlelink-extended' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add as a link' })).toBeNull());
  });

  it('offers no link for a wrong handle that is not an address of a page', async () => {
    await open();
    await pick('GitHub', 'GitHub');
    const value = screen.getByRole('textbox', { name: 'GitHub username' });
    fireEvent.input(value, { target: { value: 'john doe?' } });
    fireEvent.blur(value);
    expect(await screen.findByText('Invalid handle for GitHub')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add as a link' })).toBeNull();
  });

  it('names a wrong game ID as soon as the field is left, and Add sends nothing', async () => {
    const server = await open();
    await pick('poke', 'Pokemon GO');
    const code = screen.getByRole('textbox', { name: 'Trainer code' });
    fireEvent.input(code, { target: { value: '1234 5678' } });
    expect(screen.queryByText(GAME_ID_MESSAGES.pokemongo)).toBeNull();
    fireEvent.blur(code);
    expect(await screen.findByText(GAME_ID_MESSAGES.pokemongo)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getAllByRole('button', { name: 'Add' })[0]!);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.sent.add).toEqual([]);
    // Typed right, the message goes at once.
    fireEvent.input(code, { target: { value: '1234 5678 9012' } });
    expect(screen.queryByText(GAME_ID_MESSAGES.pokemongo)).toBeNull();
  });

  it('asks for a platform first', async () => {
    const server = await open();
    fireEvent.click(screen.getAllByRole('button', { name: 'Add' })[0]!);
    expect(await screen.findByText(MESSAGES.platformUnknown)).toBeTruthy();
    expect(server.sent.add).toEqual([]);
  });

  it(`at ${ITEMS_MAX} items says the list is full and adds nothing`, async () => {
    const full = Array.from({ length: ITEMS_MAX }, (_, index) =>
      row(index + 1, 'link', `https://e${index}.example`),
    );
    await open(itemsServer(full));
    expect(await screen.findAllByText(MESSAGES.itemsFull)).toHaveLength(2);
    for (const add of screen.getAllByRole('button', { name: 'Add' }))
      expect((add as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Add a link', { timeout: 30_000 }, () => {
  it('adds the address with its title', async () => {
    const server = await open();
    fireEvent.input(screen.getByRole('textbox', { name: 'Address' }), {
      target: { value: 'maya.example/shop' },
    });
    expect(screen.getByText('Will be saved as https://maya.example/shop')).toBeTruthy();
    fireEvent.input(screen.getByRole('textbox', { name: 'Title (optional)' }), {
      target: { value: 'My shop' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add' })[1]!);
    await waitFor(() =>
      expect(server.sent.add).toEqual([
        { platform: 'link', value: 'https://maya.example/shop', title: 'My shop' },
      ]),
    );
    await waitFor(() => expect(rowNames()).toEqual(['Instagram', 'My shop']));
  });

  it('refuses a title over 60 characters at its field', async () => {
    const server = await open();
    fireEvent.input(screen.getByRole('textbox', { name: 'Address' }), {
      target: { value: 'https://maya.example' },
    });
    fireEvent.input(screen.getByRole('textbox', { name: 'Title (optional)' }), {
      target: { value: 'x'.repeat(61) },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add' })[1]!);
    expect(await screen.findByText(MESSAGES.linkTitleTooLong)).toBeTruthy();
    expect(server.sent.add).toEqual([]);
  });
});
