import type { HandleField, InsightSource, PublicProfile } from '@handlehub/shared';
import type { BodyOf } from '@handlehub/shared/api/endpoint';
import type { insightsApi } from '@handlehub/shared/api/insights';
import { insightsPaths } from '@handlehub/shared/api/insights.paths';
import { SESSION_HEADER } from '@handlehub/shared/session-header';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { session } from '../../lib/session';

/**
 * Beacons of the public profile page (docs/decisions/006-insights.md). Counting happens here, not on the
 * page's own requests, so those stay cached. Fire and forget: `keepalive` lets a beacon finish after the
 * page is left, and its answer (204, or a refusal) changes nothing on screen. The session token goes
 * along so the server can leave out the owner's own visits; nothing else about the visitor is sent.
 */
function send<K extends 'view' | 'click'>(kind: K, body: BodyOf<(typeof insightsApi)[K]>): void {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = session.get()?.token;
  if (token) headers[SESSION_HEADER] = token;
  // The route from paths.ts, the body's type from the endpoint: its schemas (and Zod) stay on the server.
  const { method, path } = insightsPaths[kind];
  fetch(path, {
    method,
    headers,
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => {});
}

/** The QR code encodes the profile link with `?src=qr` (`qrProfilePath` in @handlehub/shared/routes). */
const SOURCE_PARAM = 'src';

/**
 * One view beacon per visible profile shown: source `qr` when the address carries `src=qr`, which is
 * then dropped from the address bar (a replace navigation), so a reload or a copied address is a plain
 * view. Locked and unknown profiles send nothing.
 */
export function useProfileViewBeacon(profile: PublicProfile | null | undefined): void {
  const username = profile && !profile.isLocked ? profile.username : undefined;
  const location = useLocation();
  const navigate = useNavigate();
  // React's development double effects must not make two views.
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!username || counted.current === username) return;
    counted.current = username;
    const params = new URLSearchParams(location.search);
    const source: InsightSource = params.get(SOURCE_PARAM) === 'qr' ? 'qr' : 'link';
    send('view', { username, source });
    if (params.has(SOURCE_PARAM)) {
      params.delete(SOURCE_PARAM);
      const rest = params.toString();
      const search = rest ? `?${rest}` : '';
      navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
    }
  }, [username, location, navigate]);
}

/** The `onUse` of the public page's account list: a click beacon per copy or open of a handle. */
export function useHandleUseBeacon(username: string | undefined): ((fieldname: string) => void) | undefined {
  const onUse = useCallback(
    (fieldname: string) => {
      if (username) send('click', { username, fieldname: fieldname as HandleField });
    },
    [username],
  );
  return username ? onUse : undefined;
}
