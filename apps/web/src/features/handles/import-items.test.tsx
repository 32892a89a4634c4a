import { IMPORT_MAX_BYTES, type ImportPreviewResponse, MESSAGES } from '@handlehub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify';
import { refusal, renderSignedIn, setUpScreenTests } from '../../test-support';
import { ImportItems } from './import-items';
import { itemsServer, row } from './items-test-server';
import { MyItems } from './my-items';

vi.mock('../../lib/notify', async (original) => ({
  ...(await original<typeof import('../../lib/notify')>()),
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
}));

setUpScreenTests();

const CSV = 'platform,handle,label,visible\ntiktok,maya,,true\ninstagram,maya.k,,true\nmyspace,maya,,true\n';

/** The server's preview of CSV for a person who has Instagram maya.k already. */
const PREVIEW: ImportPreviewResponse = {
  format: 'csv',
  rows: [
    {
      row: 2,
      source: 'tiktok,maya,,true',
      item: { platform: 'tiktok', name: 'TikTok', value: 'maya', label: 'EU', title: '', visible: false },
    },
    {
      row: 3,
      source: 'instagram,maya.k,,true',
      item: {
        platform: 'instagram',
        name: 'Instagram',
        value: 'maya.k',
        label: '',
        title: '',
        visible: true,
      },
      reason: 'Already on your page',
    },
    { row: 4, source: 'myspace,maya,,true', reason: MESSAGES.platformUnknown },
  ],
};

function open(preview: () => unknown = () => PREVIEW) {
  const server = itemsServer([row(1, 'instagram', 'maya.k')]);
  const calls = renderSignedIn(
    <>
      <MyItems username="ann" />
      <ImportItems username="ann" />
    </>,
    {
      ...server.handlers,
      'POST /api/handles/import/preview': (_url, init) => {
        server.record('preview', init);
        return preview();
      },
      'POST /api/handles/import': (_url, init) => {
        server.record('import', init);
        return server.addRows([
          { platform: 'tiktok', value: 'maya', label: 'EU', title: '', visible: false },
        ]);
      },
    },
    { path: '/profile/addaccount' },
  );
  return { server, calls };
}

/** Chooses a file in the file input, as the browser's file picker does. */
function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

const rowNames = () =>
  within(screen.getAllByRole('list')[0]!)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('Bring your links', { timeout: 30_000 }, () => {
  it('says which files it reads, and accepts only those', async () => {
    open();
    await screen.findByRole('list');
    expect(
      screen.getByText(/LinkStack export \(\.json\), a LittleLink page \(\.html\) or a CSV file/),
    ).toBeTruthy();
    expect(document.querySelector('input[type="file"]')!.getAttribute('accept')).toBe(
      '.json,.html,.htm,.csv',
    );
  });

  it('shows what will be added and what is refused, and why; nothing is written until "Add 1"', async () => {
    const { server } = open();
    await screen.findByRole('list');
    chooseFile(new File([CSV], 'links.csv', { type: 'text/csv' }));
    expect(await screen.findByText('1 will be added, 2 refused')).toBeTruthy();
    expect(server.sent.preview).toEqual([{ fileName: 'links.csv', text: CSV }]);

    const table = screen.getByRole('table', { name: 'In links.csv (CSV file)' });
    const [, added, already, unknown] = within(table).getAllByRole('row');
    expect(within(added!).getByText('TikTok (EU)')).toBeTruthy();
    expect(within(added!).getByText('Will be added, hidden')).toBeTruthy();
    expect(within(already!).getByText('Refused: Already on your page')).toBeTruthy();
    expect(within(unknown!).getByText('myspace,maya,,true')).toBeTruthy();
    expect(within(unknown!).getByText(`Refused: ${MESSAGES.platformUnknown}`)).toBeTruthy();

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.sent.import).toEqual([]);
    expect(rowNames()).toEqual(['Instagram']);

    fireEvent.click(screen.getByRole('button', { name: 'Add 1' }));
    await waitFor(() => expect(server.sent.import).toEqual([{ fileName: 'links.csv', text: CSV }]));
    await waitFor(() => expect(rowNames()).toEqual(['Instagram', 'TikTok (EU)Hidden']));
    expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.itemAdded);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('Cancel drops the preview and writes nothing', async () => {
    const { server } = open();
    await screen.findByRole('list');
    chooseFile(new File([CSV], 'links.csv', { type: 'text/csv' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(server.sent.import).toEqual([]);
  });

  it('a file the server cannot read: its message is shown and nothing changes', async () => {
    const { server } = open(() => refusal(400, MESSAGES.importFormatInvalid));
    await screen.findByRole('list');
    chooseFile(new File(['<not a link page>'], 'page.json', { type: 'application/json' }));
    expect(await screen.findByText(MESSAGES.importFormatInvalid)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add \d/ })).toBeNull();
    expect(server.sent.import).toEqual([]);
    expect(rowNames()).toEqual(['Instagram']);
  });

  it('a file over the limit is refused here, before it is sent', async () => {
    const { server } = open();
    await screen.findByRole('list');
    chooseFile(new File(['x'.repeat(IMPORT_MAX_BYTES + 1)], 'huge.csv', { type: 'text/csv' }));
    expect(await screen.findByText(MESSAGES.importTooLarge)).toBeTruthy();
    expect(server.sent.preview).toEqual([]);
  });
});
