import { useEffect } from 'react';
import { session } from './session';

/** Screens whose look depends on what the server now says of the signed-in person (the shop-owner role). */
const FRESH_ON: ReadonlySet<string> = new Set(['/shop', '/profile']);

/** The asking itself (session-refresh.ts, with the endpoint's schema) loads only when it is needed. */
const refresh = () => {
  if (session.get()) void import('./session-refresh').then((m) => m.refreshSignedInUser());
};

/**
 * Refreshes the signed-in user (who am I) on opening /shop or /profile, and when the window gets focus
 * there again, so a role granted or taken away since sign-in applies without signing in again.
 */
export function useSessionRefresh(pathname: string): void {
  const fresh = FRESH_ON.has(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: going from /shop to /profile asks again
  useEffect(() => {
    if (!fresh) return;
    refresh();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [fresh, pathname]);
}
