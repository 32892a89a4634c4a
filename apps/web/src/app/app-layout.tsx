import { type RefObject, Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BottomBar } from '../components/bottom-bar';
import { PageLoader } from '../components/page-loader';
import { TopBar } from '../components/top-bar';
import { useSessionRefresh } from '../lib/use-session-refresh';
import { AppReadyMark } from './app-ready-mark';
import { ScreenErrorBoundary } from './screen-error-boundary';

/** Which bars a route shows. */
export function barsFor(pathname: string): { top: boolean; bottom: boolean } {
  if (pathname.startsWith('/profile/addaccount')) return { top: false, bottom: false };
  if (pathname.startsWith('/search')) return { top: false, bottom: true };
  return { top: true, bottom: true };
}

/** How long a loading screen's heading is waited for (its chunk, then its data) before focus stays on main. */
const HEADING_WAIT_MS = 10_000;

/** Focuses an element from script: one that takes no focus of its own gets tabindex -1 until it loses it. */
function focusFromScript(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}

/**
 * Moves focus to the screen's heading (its h1) in `main`, so a keyboard or screen-reader user starts on the
 * new screen instead of on the link they used (or on <body>, where a link that unmounts leaves focus). A
 * screen still loading has no heading yet: `main` takes focus, and hands it on to the heading once that
 * shows, unless the person has moved focus meanwhile. Returns the cleanup (stop waiting).
 */
export function focusScreenHeading(main: HTMLElement): () => void {
  const heading = () => main.querySelector<HTMLElement>('h1');
  const found = heading();
  if (found) {
    focusFromScript(found);
    return () => {};
  }
  focusFromScript(main);
  let timer = 0;
  const observer = new MutationObserver(() => {
    const shown = heading();
    if (!shown) return;
    stop();
    if (document.activeElement === main) focusFromScript(shown);
  });
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  timer = window.setTimeout(stop, HEADING_WAIT_MS);
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * On every route change, never on the first render: scrolls to the top and moves focus to the new screen's
 * heading. Not on the first render: a server-rendered page may have been scrolled (or reloaded at a scroll
 * position) before the app hydrated it, and where focus is then is the reader's own doing. The path last
 * seen, not a first-render flag, tells a change, however often React runs the effect (StrictMode may run
 * a new effect twice in development). A layout effect: it runs at the commit of the change, before any
 * screen's own effects (the feed's scroll restore), whichever commit mounts the screen.
 */
function OnRouteChange({ main }: { main: RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation();
  const seen = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change, by design
  useLayoutEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    window.scrollTo(0, 0);
    return main.current ? focusScreenHeading(main.current) : undefined;
  }, [pathname]);
  return null;
}

export function AppLayout() {
  const { pathname } = useLocation();
  const bars = barsFor(pathname);
  useSessionRefresh(pathname);
  const main = useRef<HTMLElement>(null);
  return (
    <>
      <a className="hh-skip-link" href="#main">
        Skip to content
      </a>
      <OnRouteChange main={main} />
      {bars.top && <TopBar />}
      <main ref={main} id="main" className="hh-main" data-bars={bars.bottom ? 'bottom' : 'none'}>
        <ScreenErrorBoundary pathname={pathname}>
          {/* One boundary per address: a screen still loading when the visitor moves on (Back while a
              profile's chunk downloads) is dropped with its boundary, not shown over the next one. */}
          <Suspense key={pathname} fallback={<PageLoader />}>
            <Outlet />
            <AppReadyMark />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      {bars.bottom && <BottomBar />}
    </>
  );
}
