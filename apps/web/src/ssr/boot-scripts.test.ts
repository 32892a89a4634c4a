// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_ASSETS_ID } from '@handlehub/shared/ssr';
import { STORAGE_KEYS } from '@handlehub/shared/storage-keys';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { COPIED } from '../boot/game-page';
import { buildBootScripts, colorSchemePlugin } from './boot-scripts';

const WEB_ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the boot scripts as the web build makes them for the server', () => {
  it('are one minified function each that runs its module in the page, inline under a hash', async () => {
    const scripts = await buildBootScripts(WEB_ROOT);
    for (const text of Object.values(scripts)) {
      expect(text).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/);
      expect(text).not.toMatch(/<\/script|<!--/i);
      expect(text).not.toContain('\n');
    }

    // The built loader starts the app on a visitor's first intent, as the module does.
    const assets = { styles: ['/a.css'], entry: '/a.js', modules: [], beforeApp: [], prefetch: [] };
    const loaderPage = new JSDOM(
      `<body><button>QR</button><script type="application/json" id="${APP_ASSETS_ID}">${JSON.stringify(assets)}</script><script>${scripts.appLoader}</script></body>`,
      { runScripts: 'dangerously', pretendToBeVisual: true },
    );
    const { document } = loaderPage.window;
    document.body.dispatchEvent(new loaderPage.window.Event('pointerdown', { bubbles: true }));
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/a.css');

    // The built game page script copies and says so.
    const gamePage = new JSDOM(
      `<body><button data-copy="123">Copy</button><p id="copy-status"></p><script>${scripts.gamePage}</script></body>`,
      { runScripts: 'dangerously' },
    );
    const copied: string[] = [];
    Object.defineProperty(gamePage.window.navigator, 'clipboard', {
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    gamePage.window.document.querySelector('button')!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(copied).toEqual(['123']);
    expect(gamePage.window.document.getElementById('copy-status')!.textContent).toBe(COPIED);
  }, 60_000);
});

describe("the shell's colour-scheme script", () => {
  it('is built into index.html, where it sets the saved scheme before anything paints', async () => {
    const plugin = colorSchemePlugin() as unknown as {
      configResolved(config: { root: string }): void;
      transformIndexHtml(html: string): Promise<string>;
    };
    plugin.configResolved({ root: WEB_ROOT });
    const html = await plugin.transformIndexHtml(readFileSync(join(WEB_ROOT, 'index.html'), 'utf8'));
    const page = new JSDOM(html, {
      runScripts: 'dangerously',
      url: 'http://localhost/',
      beforeParse(window) {
        window.localStorage.setItem(STORAGE_KEYS.colorScheme, 'dark');
        Object.assign(window, { matchMedia: () => ({ matches: false }) });
      },
    });
    expect(page.window.document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    await expect(plugin.transformIndexHtml('<html><head></head></html>')).rejects.toThrow('color-scheme');
  }, 60_000);
});
