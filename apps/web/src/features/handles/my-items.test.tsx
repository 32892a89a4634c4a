import { MESSAGES } from '@handlehub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../lib/notify';
import { type mockApi, refusal, renderSignedIn, setUpScreenTests } from '../../test-support';
import { itemsServer, MAYA_ROWS, row, rowNames } from './items-test-server';
import { MyItems } from './my-items';
import { ITEM_TEXTS } from './texts';

vi.mock('../../lib/notify', async (original) => ({
  ...(await original<typeof import('../../lib/notify')>()),
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
}));

setUpScreenTests();

function open(server = itemsServer(), extra: Parameters<typeof mockApi>[0] = {}) {
  const calls = renderSignedIn(
    <MyItems username="ann" />,
    { ...server.handlers, ...extra },
    { path: '/profile/addaccount' },
  );
  return { server, calls };
}

/** What the list's live region says now (the page has other status regions). */
const announced = () => document.querySelector('[aria-live="polite"]')?.textContent;

const rowOf = (text: string) => screen.getByText(text).closest('li')!;

/** Presses a button as a keyboard user does: focus on it, then the press. */
async function pressKeptFocused(name: string) {
  const button = await screen.findByRole('button', { name });
  button.focus();
  fireEvent.click(button);
}

const expectFocusOn = (name: string) =>
  expect(document.activeElement).toBe(screen.getByRole('button', { name }));

describe('Your handles and links: the list', { timeout: 30_000 }, () => {
  it('shows every item in order, with its label, its value and a Hidden badge on the hidden one', async () => {
    open();
    await screen.findByRole('list');
    expect(rowNames()).toEqual(['Instagram (main)', 'TikTokHidden', 'Pokemon GO', 'My shop']);
    expect(within(rowOf('TikTok')).getByText('Hidden')).toBeTruthy();
    expect(within(rowOf('Instagram')).queryByText('Hidden')).toBeNull();
    expect(within(rowOf('Instagram')).getByText('maya.k')).toBeTruthy();
    // A trainer code as the game shows it; a link by its host.
    expect(within(rowOf('Pokemon GO')).getByText('1234 5678 9012')).toBeTruthy();
    expect(within(rowOf('My shop')).getByText('maya.example/shop')).toBeTruthy();
    const tiktokSwitch = screen.getByRole('switch', {
      name: 'Show on my page: TikTok maya',
    }) as HTMLInputElement;
    expect(tiktokSwitch.checked).toBe(false);
  });

  it('says so when there is nothing yet', async () => {
    open(itemsServer([]));
    expect(await screen.findByText(/Nothing here yet/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('Your handles and links: moving', { timeout: 30_000 }, () => {
  it('Move up sends every id in the new order, keeps focus on the same button and announces the move', async () => {
    const { server } = open();
    await pressKeptFocused('Move Pokemon GO 1234 5678 9012 up');
    await waitFor(() => expect(server.sent.order).toEqual([{ ids: [1, 3, 2, 4] }]));
    expect(rowNames()).toEqual(['Instagram (main)', 'Pokemon GO', 'TikTokHidden', 'My shop']);
    expectFocusOn('Move Pokemon GO 1234 5678 9012 up');
    expect(announced()).toBe('Moved Pokemon GO 1234 5678 9012 to position 2 of 4');
  });

  it('Move down does the same the other way; at the end it only says so', async () => {
    const { server } = open();
    await pressKeptFocused('Move Instagram maya.k down');
    await waitFor(() => expect(server.sent.order).toEqual([{ ids: [2, 1, 3, 4] }]));
    expectFocusOn('Move Instagram maya.k down');
    expect(announced()).toBe('Moved Instagram maya.k to position 2 of 4');

    fireEvent.click(screen.getByRole('button', { name: 'Move My shop maya.example/shop down' }));
    expect(announced()).toBe('My shop maya.example/shop is already last');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.sent.order).toHaveLength(1);
  });

  it('a refused move puts the list back and says why', async () => {
    open(itemsServer(), { 'POST /api/handles/order': () => refusal(429, 'Too many changes, wait a minute') });
    fireEvent.click(await screen.findByRole('button', { name: 'Move TikTok maya up' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Too many changes, wait a minute'));
    await waitFor(() =>
      expect(rowNames()).toEqual(['Instagram (main)', 'TikTokHidden', 'Pokemon GO', 'My shop']),
    );
  });

  it('a row dragged by its handle below another is saved in its new place', async () => {
    const { server } = open();
    await screen.findByRole('list');
    // jsdom lays nothing out: each row is given a 60 px box, one under the other.
    screen.getAllByRole('listitem').forEach((item, index) => {
      item.getBoundingClientRect = () => ({ top: index * 60, height: 60 }) as DOMRect;
    });
    const handle = screen.getByTitle('Drag Instagram maya.k to reorder');
    fireEvent.pointerDown(handle, { button: 0, clientY: 30 });
    // Past the middle of the second and third rows (90 and 150 px).
    fireEvent.pointerMove(window, { clientY: 160 });
    fireEvent.pointerUp(window, { clientY: 160 });
    await waitFor(() => expect(server.sent.order).toEqual([{ ids: [2, 3, 1, 4] }]));
    expect(announced()).toBe('Moved Instagram maya.k to position 3 of 4');
  });
});

describe('Your handles and links: showing, editing, deleting', { timeout: 30_000 }, () => {
  it('the switch sends {id, visible: false} and the row says Hidden at once', async () => {
    let answer: (() => void) | undefined;
    const server = itemsServer();
    const edit = server.handlers['POST /api/handles/edit']!;
    open(server, {
      // The answer waits until the test has seen the list change.
      'POST /api/handles/edit': (url, init) =>
        new Promise((resolve) => {
          answer = () => resolve(edit(url, init));
        }),
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'Show on my page: Instagram maya.k' }));
    await waitFor(() => expect(within(rowOf('Instagram')).getByText('Hidden')).toBeTruthy());
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    await waitFor(() => expect(server.sent.edit).toEqual([{ id: 1, visible: false }]));
    expect(server.rows()[0]!.visible).toBe(false);
  });

  it('Delete asks first: Cancel sends nothing, Delete sends the id and the row goes', async () => {
    const { server } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete TikTok maya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this handle or link?' });
    expect(within(dialog).getByText('TikTok maya will be removed from your page.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sent.delete).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete TikTok maya' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this handle or link?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.sent.delete).toEqual([{ id: 2 }]));
    await waitFor(() => expect(rowNames()).toEqual(['Instagram (main)', 'Pokemon GO', 'My shop']));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.itemDeleted));
    // Not lost to the top of the page with the row's button.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your handles and links' })),
    );
  });

  it('Edit sends the changed label and title of a link, not its unchanged address', async () => {
    const { server } = open(itemsServer([row(4, 'link', 'https://maya.example/shop', { title: 'My shop' })]));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit My shop maya.example/shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit My shop' });
    fireEvent.input(within(dialog).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Shop' } });
    fireEvent.input(within(dialog).getByRole('textbox', { name: /^Label/ }), {
      target: { value: 'EU store' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent.edit).toEqual([{ id: 4, label: 'EU store', title: 'Shop' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowNames()).toEqual(['Shop (EU store)']);
  });
});

describe('Your handles and links: rows of platforms HandleHub no longer has', { timeout: 30_000 }, () => {
  const withMyspace = () =>
    itemsServer([...MAYA_ROWS.slice(0, 2), row(9, 'myspace', 'tom'), ...MAYA_ROWS.slice(2)]);

  it('are listed apart with their key and value and only Delete; moving the items leaves them be', async () => {
    const { server } = open(withMyspace());
    const section = await screen.findByRole('region', { name: ITEM_TEXTS.unsupportedTitle });
    expect(within(section).getByText('myspace')).toBeTruthy();
    expect(within(section).getByText('tom')).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Delete myspace tom']);
    expect(within(section).queryByRole('switch')).toBeNull();
    // The items' list holds the four items only; a move sends their ids, and the server keeps the row.
    await pressKeptFocused('Move Instagram maya.k down');
    await waitFor(() => expect(server.sent.order).toEqual([{ ids: [2, 1, 3, 4] }]));
    expect(announced()).toBe('Moved Instagram maya.k to position 2 of 4');
    expect(server.rows().map((one) => one.id)).toEqual([2, 1, 3, 4, 9]);
  });

  it('are deleted after the question, and focus goes to the list heading', async () => {
    const { server } = open(withMyspace());
    fireEvent.click(await screen.findByRole('button', { name: 'Delete myspace tom' }));
    const dialog = await screen.findByRole('dialog', { name: ITEM_TEXTS.deleteTitle });
    expect(within(dialog).getByText(ITEM_TEXTS.deleteUnsupportedText('myspace tom'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.sent.delete).toEqual([{ id: 9 }]));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: ITEM_TEXTS.unsupportedTitle })).toBeNull(),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: ITEM_TEXTS.listTitle })),
    );
    expect(rowNames()).toEqual(['Instagram (main)', 'TikTokHidden', 'Pokemon GO', 'My shop']);
  });
});
