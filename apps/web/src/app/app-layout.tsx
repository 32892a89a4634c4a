import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BottomBar } from '../components/bottom-bar';
import { PageLoader } from '../components/page-loader';
import { TopBar } from '../components/top-bar';
import { useSessionRefresh } from '../lib/use-session-refresh';
import { ScreenErrorBoundary } from './screen-error-boundary';

/** Which bars a route shows. */
export function barsFor(pathname: string): { top: boolean; bottom: boolean } {
  if (pathname.startsWith('/profile/addaccount')) return { top: false, bottom: false };
  if (pathname.startsWith('/search')) return { top: false, bottom: true };
  return { top: true, bottom: true };
}

/**
 * Scrolls to the top on every route change, never on the first render: a server-rendered page may have
 * been scrolled (or reloaded at a scroll position) before the app hydrated it.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls on every route change, by design
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AppLayout() {
  const { pathname } = useLocation();
  const bars = barsFor(pathname);
  useSessionRefresh(pathname);
  return (
    <>
      <a className="hh-skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      {bars.top && <TopBar />}
      <main id="main" className="hh-main" data-bars={bars.bottom ? 'bottom' : 'none'}>
        <ScreenErrorBoundary pathname={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      {bars.bottom && <BottomBar />}
    </>
  );
}
