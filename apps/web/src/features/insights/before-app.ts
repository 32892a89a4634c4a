/**
 * What the public profile page counts for a visitor whose app has not started (decision 020): a second
 * entry of the web build, which the page's loader runs once the page is idle. It counts the view of the
 * profile the server drew, and each open of a handle's link (a plain link until the app runs), as the
 * app's profile screen does (beacons.ts); the app does not count either again.
 */
import { readEmbedded } from '../../lib/embedded-profile';
import { countHandleUse, countViewBeforeApp, viewedUsername } from './view-count';

const username = viewedUsername(readEmbedded()?.response.user[0]);
if (username) {
  countViewBeforeApp(username);
  document.addEventListener(
    'click',
    (event) => {
      if (document.documentElement.dataset.appReady === 'true') return;
      const link =
        event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-field]') : null;
      if (link?.dataset.field) countHandleUse(username, link.dataset.field, event);
    },
    true,
  );
}
