/**
 * Sets the colour scheme before the first paint, so a dark-mode reader never sees a light flash: the one
 * the reader chose in the app, or else their system's. Also marks a signed-in page (`data-signed-in`), so
 * the places a signed-in person's screens hold are kept from the first paint. The web build inlines this
 * module's built text into index.html's `<head>` (ssr/boot-scripts.ts), and the server admits it by its
 * hash like every inline script of the shell.
 */
import { COLOR_SCHEME_KEY, TOKEN_KEY } from '@handlehub/shared/storage-keys';

/** Runs in `win` (the page's window; a test's own window in the unit tests). */
export function applyColorScheme(win: Window & typeof globalThis): void {
  const html = win.document.documentElement;
  try {
    const saved = win.localStorage.getItem(COLOR_SCHEME_KEY);
    const system = win.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    html.setAttribute('data-mantine-color-scheme', saved === 'light' || saved === 'dark' ? saved : system);
    if (win.localStorage.getItem(TOKEN_KEY)) html.setAttribute('data-signed-in', '');
  } catch {
    // Storage refused (a privacy mode): the shell's own light scheme stays.
  }
}
