import { type InAppBrowser, instagramExternalUrl } from '@handlehub/shared/in-app-browser';
import { type ComponentProps, type ComponentType, lazy } from 'react';
import { useParams } from 'react-router';
import { useProfileLink } from '../../components/profile-link';
import type { InAppBrowserBanner } from './in-app-browser-banner';

type BannerProps = ComponentProps<typeof InAppBrowserBanner>;

// Only readers inside a social app's browser download the banner.
const LazyBanner = lazy(() =>
  import('./in-app-browser-banner').then((m) => ({ default: m.InAppBrowserBanner })),
);

/**
 * 'Open in your browser' above a profile opened inside Instagram's, Facebook's, TikTok's or Snapchat's own
 * browser, where other apps' profile links often fail. `app` comes from the user agent: the server reads
 * the request's and draws the notice into the first HTML (handing the banner in as `Banner`, since it
 * cannot wait for a chunk), so nothing moves when the app starts; the browser reads `navigator.userAgent`
 * with the same rule and hydrates the same markup once the banner's chunk is there. The address is the
 * profile's public link (`?src=qr` and the like were counted already).
 */
export function InAppBrowserNotice({
  app,
  Banner = LazyBanner,
}: {
  app: InAppBrowser | null;
  Banner?: ComponentType<BannerProps>;
}) {
  const { username = '' } = useParams();
  const address = useProfileLink(username);
  if (!app) return null;
  const exit = app === 'instagram' ? instagramExternalUrl(address) : null;
  // No Suspense boundary of its own: the screen's boundary waits for the banner's chunk, so the page is
  // marked ready (and a held tap replayed) only once the banner can answer too.
  return <Banner app={app} address={address} exit={exit} />;
}
