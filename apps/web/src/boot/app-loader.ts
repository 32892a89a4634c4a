/**
 * Starts the app on a server-drawn page (decision 020). The server inlines this module, built by the web
 * build (ssr/boot-scripts.ts), at the end of the page's body, after the JSON block of the app's assets
 * (APP_ASSETS_ID); the CSP admits it by the hash of that built text.
 *
 * The page is whole without the app: text, photos, links (which navigate as plain links) and the critical
 * CSS. The app's stylesheet and scripts are what buttons, live search and client-side navigation need, so
 * they start:
 * - at once for a hidden page (opened in the background, prerendered);
 * - after the first frame for a signed-in person, whose bars and screens differ from the server's;
 * - otherwise on the visitor's first sign of intent: a pointer or key down, a pointer move, a touch, a
 *   focus, an input (a paste, a keyboard's suggestion, dictation: no key is pressed), a scroll or a wheel
 *   turn. A reader who only reads runs none of the app's code.
 * Meanwhile, once the page has loaded and the browser is idle, the page's own small modules run (the
 * profile counts its view and handle links: `beforeApp`) and the app's files are prefetched (not run),
 * unless the visitor asked to save data, so the first tap waits for no download of the app. The links are
 * added while the browser says it is idle, a few per idle period: adding some sixty at once took one task
 * of 20–40 ms. What the screen loads on a tap (its dialogs: `prefetch`) is prefetched when that visitor's
 * app starts, all at once so that it downloads while the app starts: a reader who never shows an intent
 * downloads the app alone (decision 023).
 * A tap on a button before the app runs is held and given to the same button once the app has hydrated
 * (`data-app-ready`). The entry runs only once every stylesheet has loaded or failed: what the app draws
 * beyond the server's markup (a signed-in bar, a dialog) needs the whole sheet. If the app's scripts do not
 * load (the entry fails, or the app marks `data-app-ready="failed"`), a tap on a button, held or new, is
 * answered with an alert that says so and offers a reload, instead of nothing.
 */
import { APP_ASSETS_ID, type AppAssets } from '@handlehub/shared/ssr';
import { TOKEN_KEY } from '@handlehub/shared/storage-keys';
import { APP_FAILED_RELOAD, APP_FAILED_TO_LOAD } from '@handlehub/shared/ui-texts';

/** The events that show a visitor's intent to use the page, not only read it. */
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

/** Where the alert about an app that did not load sits, drawn without the app's stylesheet. */
const ALERT_STYLE =
  'position:fixed;left:8px;right:8px;top:8px;z-index:10000;padding:8px 16px;border-radius:8px;background:#1a1b1e;color:#fff;font:16px/1.5 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.35)';
/** The reload link: white on the alert's dark ground, and a 44 px target. */
const RELOAD_STYLE =
  'color:#fff;text-decoration:underline;display:inline-block;padding:10px 0;min-height:44px;box-sizing:border-box';

/** Runs the loader in `win` (the page's window; a test's own window in the unit tests). */
export function startAppLoader(win: Window & typeof globalThis): void {
  const { document, navigator } = win;
  const html = document.documentElement;
  const assets: AppAssets = JSON.parse(document.getElementById(APP_ASSETS_ID)?.textContent ?? '');
  const files = [...assets.styles, ...(assets.entry ? [assets.entry] : []), ...assets.modules];
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  const saveData = Boolean(connection?.saveData);
  const add = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]>) =>
    document.head.appendChild(Object.assign(document.createElement(tag), props));

  let started = false;
  /** True for a visitor the page waits on to show an intent: their app prefetches the screen's dialogs. */
  let reader = false;
  const listen = (on: boolean) => {
    for (const type of INTENTS) {
      if (on) win.addEventListener(type, start, { capture: true, passive: true });
      else win.removeEventListener(type, start, { capture: true });
    }
  };

  function start() {
    if (started) return;
    started = true;
    listen(false);
    for (const href of assets.entry ? [assets.entry, ...assets.modules] : assets.modules) {
      add('link', { rel: 'modulepreload', href });
    }
    let waiting = assets.styles.length;
    const runEntry = () => {
      if (assets.entry) add('script', { type: 'module', src: assets.entry, onerror: fail });
    };
    for (const href of assets.styles) {
      const link = add('link', { rel: 'stylesheet', href });
      link.onload = link.onerror = () => {
        if (--waiting === 0) runEntry();
      };
    }
    if (waiting === 0) runEntry();
    if (reader && !saveData) for (const href of assets.prefetch) add('link', { rel: 'prefetch', href });
  }

  /** The button a tap before the app reached, given to it once the app runs. */
  let held: Element | null = null;
  let failed = false;
  const ready = () => html.dataset.appReady === 'true';

  function sayAppFailed() {
    let box = document.getElementById('app-failed');
    if (!box) {
      box = document.createElement('div');
      box.id = 'app-failed';
      box.setAttribute('role', 'alert');
      box.style.cssText = ALERT_STYLE;
      document.body.appendChild(box);
    }
    const reload = Object.assign(document.createElement('a'), {
      href: win.location.href,
      textContent: APP_FAILED_RELOAD,
    });
    reload.style.cssText = RELOAD_STYLE;
    box.replaceChildren(APP_FAILED_TO_LOAD, ' ', reload);
  }

  function fail() {
    if (failed) return;
    failed = true;
    if (held) {
      held = null;
      sayAppFailed();
    }
  }

  document.addEventListener(
    'click',
    (event) => {
      if (ready()) return;
      const button = event.target instanceof win.Element && event.target.closest('button,[role=button]');
      if (!button) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (failed) {
        sayAppFailed();
        return;
      }
      held = button;
      start();
    },
    true,
  );

  new win.MutationObserver((_, observer) => {
    if (html.dataset.appReady === 'failed') {
      observer.disconnect();
      fail();
      return;
    }
    if (!ready()) return;
    observer.disconnect();
    const button = held;
    held = null;
    if (button instanceof win.HTMLElement && button.isConnected) button.click();
  }).observe(html, { attributes: true, attributeFilter: ['data-app-ready'] });

  let signedIn = false;
  try {
    signedIn = Boolean(win.localStorage.getItem(TOKEN_KEY));
  } catch {
    // Storage refused (a privacy mode): read as signed out.
  }
  if (document.visibilityState === 'hidden') start();
  else if (signedIn) win.requestAnimationFrame(() => win.setTimeout(start));
  else {
    reader = true;
    listen(true);
    let ownModulesRun = false;
    let next = 0;
    const whenIdle = (deadline?: IdleDeadline) => {
      if (started) return;
      if (!ownModulesRun) {
        ownModulesRun = true;
        for (const src of assets.beforeApp) add('script', { type: 'module', src });
      }
      if (saveData || next >= files.length) return;
      do add('link', { rel: 'prefetch', href: files[next++]! });
      while (files.length > next && (!deadline || deadline.timeRemaining() > 1));
      if (files.length > next) idle();
    };
    const idle = () => {
      if (win.requestIdleCallback) win.requestIdleCallback(whenIdle);
      else win.setTimeout(whenIdle);
    };
    if (document.readyState === 'complete') idle();
    else win.addEventListener('load', idle);
  }
}
