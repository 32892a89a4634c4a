import type { PublicProfile } from '@handlehub/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { session } from '../../lib/session';
import { countHandleUse, sendBeacon, takeViewCountedBeforeApp, viewedUsername, viewOf } from './view-count';

/**
 * One view beacon per visible profile shown (view-count.ts has the rules): source `qr` when the address
 * carries `src=qr`, which is then dropped from the address bar (a replace navigation), so a reload or a
 * copied address is a plain view. A view the page counted before the app ran is not counted again.
 */
export function useProfileViewBeacon(profile: PublicProfile | null | undefined): void {
  const username = viewedUsername(profile);
  const location = useLocation();
  const navigate = useNavigate();
  // React's development double effects must not make two views.
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!username || counted.current === username) return;
    counted.current = username;
    const { source, search } = viewOf(location.search);
    if (!takeViewCountedBeforeApp(username)) {
      sendBeacon('view', { username, source }, session.get()?.token);
    }
    if (search !== null) {
      navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
    }
  }, [username, location, navigate]);
}

/** The `onUse` of the public page's account list: a click beacon per copy or open of a handle. */
export function useHandleUseBeacon(
  username: string | undefined,
): ((fieldname: string, click?: Event) => void) | undefined {
  const onUse = useCallback(
    (fieldname: string, click?: Event) => {
      if (username) countHandleUse(username, fieldname, click, session.get()?.token);
    },
    [username],
  );
  return username ? onUse : undefined;
}
