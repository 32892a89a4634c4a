import { useEffect } from 'react';

/**
 * Marks `<html data-app-ready>` once the screen has rendered or hydrated: until then a server-drawn
 * page is drawn but its buttons do nothing (the page's loader holds a tap until this mark, then gives it
 * to the button: boot/app-loader.ts). Rendered inside the screen's Suspense boundary,
 * which React hydrates after the rest of the page. Renders nothing, so it leaves the markup as it is.
 */
export function AppReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
