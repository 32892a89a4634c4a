import { type InAppBrowser, instagramExternalUrl } from '@handlehub/shared/in-app-browser';
import { useParams } from 'react-router';
import { useProfileLink } from '../../components/profile-link';
import { InAppBrowserBanner } from './in-app-browser-banner';

/**
 * 'Open in your browser' above a profile opened inside Instagram's, Facebook's, TikTok's or Snapchat's own
 * browser, where other apps' profile links often fail. `app` comes from the user agent: the server reads
 * the request's and draws the notice into the first HTML, so nothing moves when the app starts; the browser
 * reads `navigator.userAgent` with the same rule and draws the same. The address is the profile's public
 * link (`?src=qr` and the like were counted already).
 */
export function InAppBrowserNotice({ app }: { app: InAppBrowser | null }) {
  const { username = '' } = useParams();
  const address = useProfileLink(username);
  if (!app) return null;
  const exit = app === 'instagram' ? instagramExternalUrl(address) : null;
  return <InAppBrowserBanner app={app} address={address} exit={exit} />;
}
