import type { Page } from '@playwright/test';

/**
 * Where each element matching `selector` stands, frame by frame, from the moment the page is parsed: call
 * before `page.goto`, then read with `movedElements`. The browser's layout-shift score weighs a move by
 * the area it touches and leaves out what follows an input, so a row of buttons that steps down 16 px and
 * back while the stylesheets arrive stays under any budget; this sees every step. It starts once the HTML
 * is parsed: before that, a page still arriving may draw half a card at its end (the QR card's image sat
 * 15 px higher until the text beside it came, in a 1 in 12 run), which is not what it looks for.
 */
export async function recordPositions(page: Page, selector: string): Promise<void> {
  await page.addInitScript((watched) => {
    const seen: Record<string, string[]> = {};
    (window as unknown as { hhPositions: typeof seen }).hhPositions = seen;
    const tick = () => {
      document.querySelectorAll<HTMLElement>(watched).forEach((element, index) => {
        const box = element.getBoundingClientRect();
        const label = `${index} ${(element.textContent ?? '').trim()}`;
        const at = `${Math.round(box.x)},${Math.round(box.y)}`;
        const places = seen[label] ?? [];
        if (places.at(-1) !== at) seen[label] = [...places, at];
      });
      requestAnimationFrame(tick);
    };
    document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(tick));
  }, selector);
}

/** Each watched element (by its place and text) with every position it stood at, in order. */
const positionsSeen = (page: Page): Promise<Record<string, string[]>> =>
  page.evaluate(() => (window as unknown as { hhPositions: Record<string, string[]> }).hhPositions);

/** The watched elements that stood in more than one place; an error if nothing matched at all. */
export async function movedElements(page: Page): Promise<Record<string, string[]>> {
  const seen = await positionsSeen(page);
  if (Object.keys(seen).length === 0) throw new Error('recordPositions: no element matched');
  return Object.fromEntries(Object.entries(seen).filter(([, places]) => places.length > 1));
}
