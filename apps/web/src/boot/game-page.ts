/**
 * The script of a game ID's page (`/user/{username}/{game}`, drawn by the server without the app): its
 * copy buttons. A button `data-copy="<text>"` copies that text, and the page's `#copy-status` (a polite
 * live region) says whether it worked. The colour scheme is the shell's own script's (index.html). The
 * server inlines the built text (ssr/boot-scripts.ts); the CSP admits it by its hash.
 */
import { COPY_FAILED } from '@handlehub/shared/common-messages';

/** What the status line says once the ID is on the clipboard. */
export const COPIED = 'Copied!';

/** Runs the page's script in `win` (the page's window; a test's own window in the unit tests). */
export function startGamePage(win: Window & typeof globalThis): void {
  const { document, navigator } = win;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof win.Element ? event.target.closest('[data-copy]') : null;
    if (!button) return;
    const status = document.getElementById('copy-status');
    const say = (text: string) => {
      if (status) status.textContent = text;
    };
    // Absent outside a secure context (a page over plain HTTP on another machine).
    if (!navigator.clipboard) {
      say(COPY_FAILED);
      return;
    }
    navigator.clipboard.writeText(button.getAttribute('data-copy') ?? '').then(
      () => say(COPIED),
      () => say(COPY_FAILED),
    );
  });
}
