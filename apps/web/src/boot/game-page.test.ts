import { COMMON_MESSAGES } from '@handlehub/shared/common-messages';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { COPIED, startGamePage } from './game-page';

/** A game page's copy button and status line, with the script started and the clipboard as given. */
function openPage(clipboard: { writeText(text: string): Promise<void> } | undefined) {
  const dom = new JSDOM(
    `<!doctype html><html><body><main><button type="button" data-copy="#2PP0JCGQ">Copy Clash of Clans ID</button><span id="label">ID</span><p id="copy-status" role="status"></p></main></body></html>`,
    { url: 'https://handlehub.example/user/aarav/coc' },
  );
  Object.defineProperty(dom.window.navigator, 'clipboard', { value: clipboard });
  startGamePage(dom.window as unknown as Window & typeof globalThis);
  const { document } = dom.window;
  const click = (selector: string) =>
    document.querySelector(selector)!.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
  const status = () => document.getElementById('copy-status')!.textContent;
  return { click, status };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the game page script', () => {
  it('copies the button’s text and says so', async () => {
    const copied: string[] = [];
    const page = openPage({ writeText: async (text) => void copied.push(text) });
    page.click('button');
    await settle();
    expect(copied).toEqual(['#2PP0JCGQ']);
    expect(page.status()).toBe(COPIED);
  });

  it('says the copy failed when the browser refuses it, or has no clipboard', async () => {
    const refused = openPage({ writeText: () => Promise.reject(new Error('denied')) });
    refused.click('button');
    await settle();
    expect(refused.status()).toBe(COMMON_MESSAGES.copyFailed);
    const without = openPage(undefined);
    without.click('button');
    expect(without.status()).toBe(COMMON_MESSAGES.copyFailed);
  });

  it('leaves clicks elsewhere alone', async () => {
    const copied: string[] = [];
    const page = openPage({ writeText: async (text) => void copied.push(text) });
    page.click('#label');
    await settle();
    expect(copied).toEqual([]);
    expect(page.status()).toBe('');
  });
});
