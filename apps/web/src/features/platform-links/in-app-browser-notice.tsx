import { type InAppBrowser, inAppBrowserOf, instagramExternalUrl } from '@handlehub/shared/in-app-browser';
import { lazy, Suspense, useEffect, useState } from 'react';

// Only readers inside a social app's browser download the banner.
const InAppBrowserBanner = lazy(() =>
  import('./in-app-browser-banner').then((m) => ({ default: m.InAppBrowserBanner })),
);

/**
 * 'Open in your browser' for a page opened inside Instagram's, Facebook's, TikTok's or Snapchat's own
 * browser, where other apps' profile links often fail. Decided after the first render from the user
 * agent, so the server's markup (which knows no browser) and the hydrated page agree.
 */
export function InAppBrowserNotice() {
  const [app, setApp] = useState<InAppBrowser | null>(null);
  useEffect(() => setApp(inAppBrowserOf(navigator.userAgent)), []);
  if (!app) return null;
  // This page without its query (`?src=qr` was counted already).
  const address = `${window.location.origin}${window.location.pathname}`;
  const exit = app === 'instagram' ? instagramExternalUrl(address) : null;
  return (
    <Suspense fallback={null}>
      <InAppBrowserBanner app={app} address={address} exit={exit} />
    </Suspense>
  );
}
