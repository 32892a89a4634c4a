import { APP_ASSETS_ID, AWAITS_SESSION_ATTRIBUTE, CRITICAL_CSS_ATTRIBUTE } from '@handlehub/shared/ssr';
import { STORAGE_KEYS } from '@handlehub/shared/storage-keys';
import { UI_TEXTS } from '@handlehub/shared/ui-texts';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { startAppLoader } from './app-loader';

const ASSETS = {
  styles: ['/assets/index-3.css'],
  entry: '/assets/index-1.js',
  modules: ['/assets/Box-2.js'],
  beforeApp: ['/assets/before-app-5.js'],
  prefetch: ['/assets/qr-dialog-6.js'],
};
const BODY = '<div id="root" data-ssr="true"><button id="qr">QR</button><a id="link" href="#x">x</a></div>';

type IdleCallback = (deadline: { timeRemaining(): number }) => void;

interface Visitor {
  signedIn?: boolean;
  /** The page is a screen's frame awaiting the session (/profile, /settings). */
  frameOnly?: boolean;
  hidden?: boolean;
  saveData?: boolean;
  /** The browser's idle periods, run by the test (otherwise jsdom has none and the loader uses a timer). */
  idlePeriods?: IdleCallback[];
  /** The app's stylesheets: the shell's, then the screen's own. */
  styles?: string[];
}

/** The page's inlined critical CSS, as the server marks it. */
const CRITICAL = `<style ${CRITICAL_CSS_ATTRIBUTE}>h1{margin:0}</style>`;

/**
 * A server-drawn page with the app loader, as a visitor's browser runs it: a page of its own (jsdom),
 * with the server's block of the app's assets, and the loader started in its window as the inline
 * script does at the end of the body (ssr/boot-scripts.test.ts runs the built script itself).
 */
function openPage({
  signedIn = false,
  frameOnly = false,
  hidden = false,
  saveData = false,
  idlePeriods,
  styles = ASSETS.styles,
}: Visitor = {}) {
  const json = JSON.stringify({ ...ASSETS, styles });
  const assets = `<script type="application/json" id="${APP_ASSETS_ID}">${json}</script>`;
  const body = frameOnly ? `<div ${AWAITS_SESSION_ATTRIBUTE}="true">${BODY}</div>` : BODY;
  const head = `<title>Aarav</title>${CRITICAL}<style id="theme">p{}</style>`;
  const dom = new JSDOM(`<!doctype html><html><head>${head}</head><body>${body}${assets}</body></html>`, {
    url: 'http://localhost/user/aarav',
    runScripts: 'outside-only',
    pretendToBeVisual: true,
    beforeParse(window) {
      if (signedIn) window.localStorage.setItem(STORAGE_KEYS.token, 'token');
      if (hidden) Object.defineProperty(window.document, 'visibilityState', { value: 'hidden' });
      if (saveData) Object.defineProperty(window.navigator, 'connection', { value: { saveData: true } });
      if (idlePeriods) {
        Object.assign(window, {
          requestIdleCallback: (callback: IdleCallback) => idlePeriods.push(callback),
        });
      }
    },
  });
  startAppLoader(dom.window as unknown as Window & typeof globalThis);
  const { document } = dom.window;
  const links = (rel: string) =>
    [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href'));
  const modules = () =>
    [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'));
  const entry = () => modules().find((src) => src === ASSETS.entry) ?? null;
  const started = () => links('stylesheet').length > 0;
  return { dom, window: dom.window, document, links, modules, entry, started };
}

const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for the page's load event and the idle moment after it. */
async function loaded(page: ReturnType<typeof openPage>) {
  if (page.document.readyState !== 'complete') {
    await new Promise((resolve) => page.window.addEventListener('load', resolve));
  }
  await settle();
}

describe('the app loader of a server-drawn page (decision 020)', () => {
  it("runs nothing of the app for a visitor who only reads; once idle, the page's own module runs and the app's files are prefetched", async () => {
    const page = openPage();
    await loaded(page);
    expect(page.started()).toBe(false);
    expect(page.links('modulepreload')).toEqual([]);
    expect(page.modules()).toEqual(['/assets/before-app-5.js']);
    // The app alone: the screen's dialogs wait for the app to start (decision 023).
    expect(page.links('prefetch').sort()).toEqual(
      ['/assets/index-3.css', '/assets/index-1.js', '/assets/Box-2.js'].sort(),
    );
  });

  it("prefetches the screen's dialogs when the reader's app starts, at once", async () => {
    const page = openPage();
    await loaded(page);
    expect(page.links('prefetch')).not.toContain('/assets/qr-dialog-6.js');
    page.document
      .getElementById('qr')!
      .dispatchEvent(new page.window.Event('pointerdown', { bubbles: true }));
    expect(page.links('prefetch')).toContain('/assets/qr-dialog-6.js');
    expect(page.links('prefetch').filter((href) => href === '/assets/qr-dialog-6.js')).toHaveLength(1);
  });

  it('prefetches no dialog for a reader who asked to save data, when the app starts', async () => {
    const page = openPage({ saveData: true });
    await loaded(page);
    page.document
      .getElementById('qr')!
      .dispatchEvent(new page.window.Event('pointerdown', { bubbles: true }));
    await settle();
    expect(page.started()).toBe(true);
    expect(page.links('prefetch')).toEqual([]);
  });

  it("prefetches nothing for a visitor who asked to save data, but runs the page's own module", async () => {
    const page = openPage({ saveData: true });
    await loaded(page);
    expect(page.links('prefetch')).toEqual([]);
    expect(page.modules()).toEqual(['/assets/before-app-5.js']);
    expect(page.started()).toBe(false);
  });

  const INTENTS = [
    'pointerdown',
    'pointermove',
    'touchstart',
    'keydown',
    'focusin',
    'input',
    'scroll',
    'wheel',
  ];
  for (const type of INTENTS) {
    it(`starts the app on the visitor's first ${type}, and runs the entry once the stylesheet has loaded`, async () => {
      const page = openPage();
      await settle();
      expect(page.started()).toBe(false);
      const target = type === 'scroll' ? page.window : page.document.getElementById('qr')!;
      target.dispatchEvent(new page.window.Event(type, { bubbles: type !== 'scroll' }));
      expect(page.links('stylesheet')).toEqual(['/assets/index-3.css']);
      expect(page.links('modulepreload')).toEqual(['/assets/index-1.js', '/assets/Box-2.js']);
      expect(page.entry()).toBeNull();
      page.document.head
        .querySelector('link[rel="stylesheet"]')!
        .dispatchEvent(new page.window.Event('load'));
      expect(page.entry()).toBe('/assets/index-1.js');
      // A second intent starts nothing twice.
      page.document.body.dispatchEvent(new page.window.Event('keydown', { bubbles: true }));
      expect(page.links('stylesheet')).toHaveLength(1);
      expect(page.modules().filter((src) => src === ASSETS.entry)).toHaveLength(1);
    });
  }

  it('adds the prefetch links a few per idle period, while the browser says it is idle', async () => {
    const idlePeriods: IdleCallback[] = [];
    const page = openPage({ idlePeriods });
    await loaded(page);
    expect(idlePeriods).toHaveLength(1);
    // A short idle period: the page's own module and one link, then it waits for the next period.
    idlePeriods.shift()!({ timeRemaining: () => 0 });
    expect(page.modules()).toEqual(['/assets/before-app-5.js']);
    expect(page.links('prefetch')).toHaveLength(1);
    expect(idlePeriods).toHaveLength(1);
    // A long one takes the rest.
    idlePeriods.shift()!({ timeRemaining: () => 50 });
    expect(page.links('prefetch')).toHaveLength(3);
    expect(idlePeriods).toHaveLength(0);
    expect(page.modules()).toEqual(['/assets/before-app-5.js']);
  });

  it('runs the entry even when the stylesheet fails, and keeps the critical CSS that still draws the page', async () => {
    const page = openPage();
    page.document.body.dispatchEvent(new page.window.Event('pointerdown', { bubbles: true }));
    page.document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new page.window.Event('error'));
    expect(page.entry()).toBe('/assets/index-1.js');
    expect(page.document.querySelector(`style[${CRITICAL_CSS_ATTRIBUTE}]`)).not.toBeNull();
  });

  it("puts the shell's and the screen's stylesheets before the critical CSS, which goes once both have loaded", async () => {
    const page = openPage({ styles: ['/assets/index-3.css', '/assets/profile-7.css'] });
    page.document.body.dispatchEvent(new page.window.Event('pointerdown', { bubbles: true }));
    const order = () =>
      [...page.document.head.querySelectorAll('title, style, link[rel="stylesheet"]')].map(
        (tag) => tag.getAttribute('href') ?? tag.getAttribute('id') ?? tag.tagName.toLowerCase(),
      );
    const critical = () => page.document.querySelector(`style[${CRITICAL_CSS_ATTRIBUTE}]`);
    expect(order()).toEqual(['title', '/assets/index-3.css', '/assets/profile-7.css', 'style', 'theme']);
    const [shell, screen] = page.document.head.querySelectorAll('link[rel="stylesheet"]');
    // The shell's sheet alone: the critical CSS still wins every tie, and the app waits.
    shell!.dispatchEvent(new page.window.Event('load'));
    expect(critical()).not.toBeNull();
    expect(page.entry()).toBeNull();
    screen!.dispatchEvent(new page.window.Event('load'));
    expect(critical()).toBeNull();
    expect(order()).toEqual(['title', '/assets/index-3.css', '/assets/profile-7.css', 'theme']);
    expect(page.entry()).toBe('/assets/index-1.js');
  });

  it('holds a tap on a button until the app has hydrated, then gives it to the same button', async () => {
    const page = openPage();
    const button = page.document.getElementById('qr')!;
    const clicks: boolean[] = [];
    button.addEventListener('click', (event) => clicks.push(event.isTrusted));
    const tap = new page.window.MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    expect(page.started()).toBe(true);
    page.document.documentElement.dataset.appReady = 'true';
    await settle(0);
    expect(clicks).toHaveLength(1);
    // Once the app runs, taps reach their buttons directly, and nothing is replayed again.
    button.dispatchEvent(new page.window.MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicks).toHaveLength(2);
  });

  it('leaves a tap on a link alone: it navigates as a plain link', () => {
    const page = openPage();
    const link = page.document.getElementById('link')!;
    const tap = new page.window.MouseEvent('click', { bubbles: true, cancelable: true });
    let reached = false;
    link.addEventListener('click', () => {
      reached = true;
    });
    link.dispatchEvent(tap);
    expect(reached).toBe(true);
    expect(tap.defaultPrevented).toBe(false);
  });

  it('starts the app after the first frame for a signed-in person, without waiting for intent', async () => {
    const page = openPage({ signedIn: true });
    expect(page.started()).toBe(false);
    await settle(100);
    expect(page.started()).toBe(true);
    await loaded(page);
    // The app counts for them: the page's own module never runs.
    expect(page.links('prefetch')).toEqual([]);
    expect(page.modules()).not.toContain('/assets/before-app-5.js');
  });

  it('starts the app after the first frame on a screen drawn as a frame awaiting the session, signed out too', async () => {
    const page = openPage({ frameOnly: true });
    expect(page.started()).toBe(false);
    await settle(100);
    expect(page.started()).toBe(true);
  });

  it('starts the app at once on a hidden page', () => {
    const page = openPage({ hidden: true });
    expect(page.started()).toBe(true);
  });

  /** A page whose app was started by a tap on the QR button, the tap held. */
  function tappedBeforeTheApp() {
    const page = openPage();
    const button = page.document.getElementById('qr')!;
    const clicks: number[] = [];
    button.addEventListener('click', () => clicks.push(1));
    button.dispatchEvent(new page.window.MouseEvent('click', { bubbles: true, cancelable: true }));
    page.document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new page.window.Event('load'));
    const alert = () => page.document.querySelector('[role="alert"]');
    /** The app marks the page as it hydrates (`true`) or cannot (`failed`); the loader hears it. */
    const appReady = async (value: 'true' | 'failed') => {
      page.document.documentElement.dataset.appReady = value;
      await settle(0);
    };
    return { page, button, clicks, alert, appReady };
  }

  it("says so when the app's entry fails to load, at the held tap and at every tap after", () => {
    const { page, button, clicks, alert } = tappedBeforeTheApp();
    expect(alert()).toBeNull();
    const entry = page.document.head.querySelector(`script[src="${ASSETS.entry}"]`)!;
    entry.dispatchEvent(new page.window.Event('error'));
    expect(alert()?.textContent).toContain(UI_TEXTS.appFailedToLoad);
    const reload = alert()!.querySelector('a')!;
    expect(reload.textContent).toBe(UI_TEXTS.appFailedReload);
    expect(reload.getAttribute('href')).toBe('http://localhost/user/aarav');
    alert()!.remove();
    const tap = new page.window.MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(alert()?.textContent).toContain(UI_TEXTS.appFailedToLoad);
    expect(clicks).toEqual([]);
  });

  it("says so when the app could not load the screen's own code (data-app-ready=failed)", async () => {
    const { clicks, alert, appReady } = tappedBeforeTheApp();
    await appReady('failed');
    expect(alert()?.textContent).toContain(UI_TEXTS.appFailedToLoad);
    expect(clicks).toEqual([]);
  });

  it('says nothing while the app loads normally', async () => {
    const { clicks, alert, appReady } = tappedBeforeTheApp();
    await appReady('true');
    expect(clicks).toHaveLength(1);
    expect(alert()).toBeNull();
  });
});
