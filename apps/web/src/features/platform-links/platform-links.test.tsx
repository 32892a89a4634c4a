import { inAppBrowserOf } from '@handlehub/shared/in-app-browser';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import jsQR from 'jsqr';
import { MemoryRouter, Route, Routes } from 'react-router';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs, items, renderWithProviders } from '../../test-support';
import { HandleQrButton } from './handle-qr-button';
import { InAppBrowserNotice } from './in-app-browser-notice';

const PUBLIC_URL = 'https://handlehub.example';

beforeAll(installBrowserStubs);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const wrap = renderWithProviders;

/** The text of the QR code in an <img> whose src is a PNG data: URL. */
async function decodeImg(testId: string): Promise<string | null> {
  const src = (await screen.findByTestId(testId, {}, { timeout: 10_000 })).getAttribute('src')!;
  expect(src).toMatch(/^data:image\/png;base64,/);
  const { data, info } = await sharp(Buffer.from(src.split(',')[1]!, 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/** One shown item of a platform, the first of its kind (so its address is `/user/{u}/{platform}`). */
const item = (platform: string, value: string) => items([[platform, value]])[0]!;

// The first tap loads the dialog's chunk and the qrcode library, which takes seconds on a busy machine.
describe('the QR button on a handle row', { timeout: 30_000 }, () => {
  it('is off while the account is locked (its link leads nowhere)', () => {
    wrap(<HandleQrButton username="maya.k" item={item('instagram', 'maya.gram')} disabled />);
    const button = screen.getByRole('button', { name: 'QR code of the Instagram link' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens the QR code of the handle's own link, with the files to download", async () => {
    wrap(<HandleQrButton username="maya.k" item={item('instagram', 'maya.gram')} />);
    const button = screen.getByRole('button', { name: 'QR code of the Instagram link' });
    // An icon button of a thumb's size, named for screen readers.
    expect(button.querySelector('svg')).not.toBeNull();
    fireEvent.click(button);
    // The first opening loads the modal's chunk and the qrcode library.
    const dialog = await screen.findByRole('dialog', { name: 'Instagram QR code' }, { timeout: 10_000 });
    expect(dialog).toBeTruthy();
    expect(screen.getByTestId('handle-qr-link').textContent).toBe(`${PUBLIC_URL}/user/maya.k/instagram`);
    expect(await decodeImg('handle-qr-image')).toBe(`${PUBLIC_URL}/user/maya.k/instagram`);
    expect(screen.getByRole('link', { name: 'Download SVG' }).getAttribute('href')).toBe(
      '/api/qr/maya.k/instagram.svg',
    );
    expect(screen.getByRole('link', { name: 'Download PNG' }).getAttribute('href')).toBe(
      '/api/qr/maya.k/instagram.png?size=2048',
    );
    expect(screen.queryByTestId('game-open-qr')).toBeNull();
    expect(screen.queryByTestId('game-scan-qr')).toBeNull();
  });

  it("puts Clash of Clans' own player link and its QR code beside it", async () => {
    wrap(<HandleQrButton username="maya.k" item={item('coc', '#2PP0JCGQ')} />);
    fireEvent.click(screen.getByRole('button', { name: 'QR code of the Clash of Clans link' }));
    const link = 'https://link.clashofclans.com/en?action=OpenPlayerProfile&tag=%232PP0JCGQ';
    expect((await screen.findByRole('link', { name: 'Open in Clash of Clans' })).getAttribute('href')).toBe(
      link,
    );
    expect(await decodeImg('game-open-qr')).toBe(link);
    expect(await decodeImg('handle-qr-image')).toBe(`${PUBLIC_URL}/user/maya.k/coc`);
  });

  it('puts a QR code of exactly the Pokemon GO trainer code beside it', async () => {
    wrap(<HandleQrButton username="maya.k" item={item('pokemongo', '123456789012')} />);
    fireEvent.click(screen.getByRole('button', { name: 'QR code of the Pokemon GO link' }));
    expect(await screen.findByText('Scan in Pokemon GO to add me', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await decodeImg('game-scan-qr')).toBe('123456789012');
  });

  it('builds no game code from an ID that is not in the game format', async () => {
    wrap(<HandleQrButton username="maya.k" item={item('pokemongo', '1234-5678')} />);
    fireEvent.click(screen.getByRole('button', { name: 'QR code of the Pokemon GO link' }));
    await screen.findByTestId('handle-qr-image', {}, { timeout: 10_000 });
    expect(screen.queryByText('Scan in Pokemon GO to add me')).toBeNull();
  });
});

describe('out of in-app browsers', () => {
  /** The notice on Maya's profile, as the page draws it for a browser with this user agent. */
  const noticeFor = (agent: string) =>
    wrap(
      <MemoryRouter initialEntries={['/user/maya.k']}>
        <Routes>
          <Route path="/user/:username" element={<InAppBrowserNotice app={inAppBrowserOf(agent)} />} />
        </Routes>
      </MemoryRouter>,
    );
  const PROFILE = `${PUBLIC_URL}/user/maya.k`;

  it("sends Instagram's browser to the phone's own browser", async () => {
    noticeFor('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Instagram 324.0.4.26.52');
    const link = await screen.findByRole('link', { name: 'Open in your browser' });
    expect(link.getAttribute('href')).toBe(`instagram://extbrowser/?url=${encodeURIComponent(PROFILE)}`);
    expect(screen.getByText("You are in Instagram's browser")).toBeTruthy();
  });

  it('elsewhere copies the link and says where to paste it', async () => {
    noticeFor('Mozilla/5.0 (iPhone) Mobile/15E148 Snapchat/12.80.0.38 (like Safari/8617.2.4.10.8, panda)');
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const button = await screen.findByRole('button', { name: 'Open in your browser' });
    expect(screen.getByRole('status').textContent).toMatch(/Snapchat menu/);
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith(PROFILE);
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Link copied\./));
  });

  it('shows nothing in an ordinary browser', async () => {
    noticeFor(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    );
    await act(async () => {});
    expect(screen.queryByTestId('in-app-browser')).toBeNull();
    expect(screen.queryByText('Open in your browser')).toBeNull();
  });
});
