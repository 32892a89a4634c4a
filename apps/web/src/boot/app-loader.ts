/**
 * Starts the app on a server-drawn page (decision 020). The server inlines this module, built by the web
 * build (ssr/boot-scripts.ts), at the end of the page's body, after the JSON block of the app's assets
 * (APP_ASSETS_ID); the CSP admits it by the hash of that built text.
 *
 * The page is whole without the app: text, photos, links (which navigate as plain links) and the critical
 * CSS. The app's stylesheet and scripts are what buttons, live search and client-side navigation need, so
 * they start:
 * - at once for a hidden page (opened in the background, prerendered);
 * - after the first frame for a signed-in person, whose bars and screens differ from the server's, and on
 *   a screen drawn as a frame until the session is known (/profile, /settings), signed in or not;
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
 * beyond the server's markup (a signed-in bar, a dialog) needs the whole sheet. The stylesheets go before
 * the page's critical CSS, which keeps the page as it was drawn while they arrive one by one, and which
 * is removed once they all have: the page changes to the whole stylesheet in one step. If the app's
 * scripts do not load (the entry fails, or the app marks `data-app-ready="failed"`), a tap on a button,
 * held or new, is answered with an alert that says so and offers a reload, instead of nothing.
 */
import {
  APP_ASSETS_ID,
  type AppAssets,
  AWAITS_SESSION_ATTRIBUTE,
  CRITICAL_CSS_ATTRIBUTE,
} from '@handlehub/shared/ssr';
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

type PageWindow = Window & typeof globalThis;
/** Appends an element to the page's head: a link or a module script. */
type AddToHead = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]>,
) => HTMLElementTagNameMap[K];

/** Runs the loader in `win` (the page's window; a test's own window in the unit tests). */
export function startAppLoader(win: PageWindow): void {
  const { document } = win;
  const assets: AppAssets = JSON.parse(document.getElementById(APP_ASSETS_ID)?.textContent ?? '');
  const add: AddToHead = (tag, props) =>
    document.head.appendChild(Object.assign(document.createElement(tag), props));
  const saveData = asksToSaveData(win.navigator);
  const hidden = document.visibilityState === 'hidden';
  // A screen drawn as a frame until the session is known (/profile, /settings) shows a reader nothing to
  // read: it starts at once, as for a signed-in person.
  const startsAtOnce = readsSignedIn(win) || document.querySelector(`[${AWAITS_SESSION_ATTRIBUTE}]`) !== null;
  /** A visitor the page waits on to show an intent: their app prefetches the screen's dialogs. */
  const reader = !hidden && !startsAtOnce;
  const app = appStarter(win, assets, add, {
    prefetchDialogs: reader && !saveData,
    onEntryFailed: () => taps.fail(),
  });
  const taps = holdEarlyTaps(win, app.start);

  if (hidden) app.start();
  else if (startsAtOnce) win.requestAnimationFrame(() => win.setTimeout(app.start));
  else {
    app.startOnIntent();
    whenIdle(win, {
      run: assets.beforeApp,
      prefetch: saveData ? [] : appFiles(assets),
      add,
      started: app.started,
    });
  }
}

function asksToSaveData(navigator: Navigator): boolean {
  return Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
}

function readsSignedIn(win: PageWindow): boolean {
  try {
    return Boolean(win.localStorage.getItem(TOKEN_KEY));
  } catch {
    // Storage refused (a privacy mode): read as signed out.
    return false;
  }
}

/** Every file the app starts with: its stylesheets, its entry and the modules the entry imports. */
function appFiles(assets: AppAssets): string[] {
  return [...assets.styles, ...(assets.entry ? [assets.entry] : []), ...assets.modules];
}

/**
 * Starts the app once: its modules preloaded, its stylesheets added, and its entry run once every
 * stylesheet has loaded or failed.
 */
function appStarter(
  win: PageWindow,
  assets: AppAssets,
  add: AddToHead,
  { prefetchDialogs, onEntryFailed }: { prefetchDialogs: boolean; onEntryFailed: () => void },
) {
  let started = false;
  const listen = (on: boolean) => {
    for (const type of INTENTS) {
      if (on) win.addEventListener(type, start, { capture: true, passive: true });
      else win.removeEventListener(type, start, { capture: true });
    }
  };
  const runEntry = () => {
    if (assets.entry) add('script', { type: 'module', src: assets.entry, onerror: onEntryFailed });
  };

  function start() {
    if (started) return;
    started = true;
    listen(false);
    for (const href of assets.entry ? [assets.entry, ...assets.modules] : assets.modules) {
      add('link', { rel: 'modulepreload', href });
    }
    addStylesheets(win.document, assets.styles, runEntry);
    if (prefetchDialogs) for (const href of assets.prefetch) add('link', { rel: 'prefetch', href });
  }

  return { start, startOnIntent: () => listen(true), started: () => started };
}

/**
 * Adds the app's stylesheets before the page's critical CSS (after the head's other tags without one),
 * then calls `done` once each has loaded or failed. The critical CSS stays last until then, so a sheet
 * that arrives alone cannot restyle the page half-way: the shell's sheet without the screen's once made
 * the profile's photo 96 px instead of 80 and moved every row under it, for a moment. When all have
 * loaded it is removed, as it repeats their rules; if one failed it stays, to keep the page readable.
 */
function addStylesheets(document: Document, styles: string[], done: () => void) {
  const critical = document.querySelector(`style[${CRITICAL_CSS_ATTRIBUTE}]`);
  let waiting = styles.length;
  let failed = false;
  const settled = () => {
    if (--waiting > 0) return;
    if (!failed) critical?.remove();
    done();
  };
  for (const href of styles) {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.onload = settled;
    link.onerror = () => {
      failed = true;
      settled();
    };
    if (critical) critical.before(link);
    else document.head.appendChild(link);
  }
  if (styles.length === 0) done();
}

/**
 * Holds a tap on a button made before the app runs and gives it to the same button once the app has
 * hydrated; once the app is known not to load, such a tap is answered with an alert instead.
 */
function holdEarlyTaps(win: PageWindow, start: () => void) {
  const { document } = win;
  const html = document.documentElement;
  /** The button a tap before the app reached, given to it once the app runs. */
  let held: Element | null = null;
  let failed = false;
  const ready = () => html.dataset.appReady === 'true';

  function fail() {
    if (failed) return;
    failed = true;
    if (held) {
      held = null;
      sayAppFailed(win);
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
        sayAppFailed(win);
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

  return { fail };
}

/** Shows (or renews) the alert that the app did not load, with a link that reloads the page. */
function sayAppFailed(win: PageWindow) {
  const { document } = win;
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

/**
 * Once the page has loaded and the browser is idle, runs the page's own modules, then prefetches the
 * given files a few per idle period, until the app starts.
 */
function whenIdle(
  win: PageWindow,
  {
    run,
    prefetch,
    add,
    started,
  }: { run: string[]; prefetch: string[]; add: AddToHead; started: () => boolean },
) {
  let ownModulesRun = false;
  let next = 0;
  const onIdle = (deadline?: IdleDeadline) => {
    if (started()) return;
    if (!ownModulesRun) {
      ownModulesRun = true;
      for (const src of run) add('script', { type: 'module', src });
    }
    if (next >= prefetch.length) return;
    do add('link', { rel: 'prefetch', href: prefetch[next++]! });
    while (prefetch.length > next && (!deadline || deadline.timeRemaining() > 1));
    if (prefetch.length > next) idle();
  };
  const idle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(onIdle);
    else win.setTimeout(onIdle);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle);
}
