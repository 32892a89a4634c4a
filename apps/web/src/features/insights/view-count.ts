import type { InsightSource, PublicProfile } from '@handlehub/shared';
import type { BodyOf } from '@handlehub/shared/api/endpoint';
import type { insightsApi } from '@handlehub/shared/api/insights';
import { insightsPaths } from '@handlehub/shared/api/insights.paths';
import { SESSION_HEADER } from '@handlehub/shared/session-header';

/**
 * Beacons of the public profile page (docs/decisions/006-insights.md). Counting happens here, not on the
 * page's own requests, so those stay cached. Fire and forget: `keepalive` lets a beacon finish after the
 * page is left, and its answer (204, or a refusal) changes nothing on screen. The session token goes
 * along so the server can leave out the owner's own visits; nothing else about the visitor is sent.
 * No React here: the page counts its first view before the app runs (count-first-view.ts, decision 020).
 */
export function sendBeacon<K extends 'view' | 'click'>(
  kind: K,
  body: BodyOf<(typeof insightsApi)[K]>,
  token?: string,
): void {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers[SESSION_HEADER] = token;
  // The route from paths.ts, the body's type from the endpoint: its schemas (and Zod) stay on the server.
  const { method, path } = insightsPaths[kind];
  fetch(path, { method, headers, body: JSON.stringify(body), keepalive: true }).catch(() => {});
}

/** Whose view a profile shown counts: locked and unknown profiles count nothing. */
export const viewedUsername = (profile: PublicProfile | null | undefined): string | undefined =>
  profile && !profile.isLocked ? profile.username : undefined;

/** The QR code encodes the profile link with `?src=qr` (`qrProfilePath` in @handlehub/shared/routes). */
const SOURCE_PARAM = 'src';

/**
 * A view's source from the address's query (`qr` when it carries `src=qr`), and the query to put in its
 * place so a reload or a copied address is a plain view (`null` when there is nothing to drop).
 */
export function viewOf(search: string): { source: InsightSource; search: string | null } {
  const params = new URLSearchParams(search);
  const source: InsightSource = params.get(SOURCE_PARAM) === 'qr' ? 'qr' : 'link';
  if (!params.has(SOURCE_PARAM)) return { source, search: null };
  params.delete(SOURCE_PARAM);
  const rest = params.toString();
  return { source, search: rest ? `?${rest}` : '' };
}

/*
 * This module is shared by the page's first-view counter and the app (one instance per page), so the
 * view of the profile a page opened with is counted once, by whichever runs first.
 */
let countedBeforeApp: string | undefined;
let appCounted = false;

/** Counts the view of the profile this page opened with, before the app runs; nothing once the app counted. */
export function countViewBeforeApp(username: string): void {
  if (appCounted || countedBeforeApp !== undefined) return;
  countedBeforeApp = username;
  const { source, search } = viewOf(window.location.search);
  sendBeacon('view', { username, source });
  if (search !== null) {
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  }
}

/** For the app's profile screen: true (once) when the page already counted this view before the app ran. */
export function takeViewCountedBeforeApp(username: string): boolean {
  appCounted = true;
  const taken = countedBeforeApp === username;
  countedBeforeApp = undefined;
  return taken;
}

const countedClicks = new WeakSet<Event>();

/**
 * A click beacon per copy or open of a handle. A click heard both by the page before the app ran
 * (before-app.ts) and by the app, as it hydrates, is counted once.
 */
export function countHandleUse(username: string, fieldname: string, click?: Event, token?: string): void {
  if (click) {
    if (countedClicks.has(click)) return;
    countedClicks.add(click);
  }
  sendBeacon('click', { username, fieldname }, token);
}
