/**
 * Cache Storage names shared by the service worker and the page (which empties the API copies when a
 * session ends). Bump a `-vN` suffix when the shape of what a cache holds changes.
 */
export const CACHE_PREFIX = 'handlehub-';
/** The signed-in person's own API answers, keyed by a hash of their session token. */
export const API_CACHE = 'handlehub-api-v1';
/** Profile photos (`/media/…`), a bounded number of them. */
export const MEDIA_CACHE = 'handlehub-media-v1';
/** The HTML shell, scripts, styles and icons of one build. */
export const precacheName = (version: string) => `handlehub-precache-${version}`;
