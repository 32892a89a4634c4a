import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifyError } from '../../lib/notify';
import { refusal, renderSignedIn, setUpScreenTests } from '../../test-support';
import { ExportItems } from './export-items';

vi.mock('../../lib/notify', async (original) => ({
  ...(await original<typeof import('../../lib/notify')>()),
  notifyError: vi.fn(),
}));

setUpScreenTests();

/** What was saved: jsdom has no object URLs and does not follow download links. */
function watchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
  });
  return saved;
}

describe('Take your links with you', { timeout: 30_000 }, () => {
  it("Download CSV fetches the file with the session's token and saves it under the server's name", async () => {
    const saved = watchDownloads();
    const tokens: (string | null)[] = [];
    renderSignedIn(<ExportItems username="ann" />, {
      'GET /api/profile/export.csv': (_url, init) => {
        tokens.push(new Headers(init?.headers).get('user-token'));
        return new Response('platform,handle,label,visible\ninstagram,maya.k,,true\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="handlehub-ann.csv"',
          },
        });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(tokens).toEqual(['token-1']);
    expect(saved[0]!.name).toBe('handlehub-ann.csv');
    expect(await saved[0]!.blob.text()).toBe('platform,handle,label,visible\ninstagram,maya.k,,true\n');
  });

  it('Download JSON Resume says a refusal and saves nothing', async () => {
    const saved = watchDownloads();
    renderSignedIn(<ExportItems username="ann" />, {
      'GET /api/profile/export.resume.json': () => refusal(429, 'Too many downloads'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download JSON Resume' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Too many downloads'));
    expect(saved).toEqual([]);
  });
});
