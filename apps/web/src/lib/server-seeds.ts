import { jsonForHtml } from '@handlehub/shared/html-json';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** One query's data, as a server-rendered page hands it to the browser: `[queryKey, data]`. */
export type QuerySeed = [QueryKey, unknown];

/** The id of the JSON block in a server-rendered page's `<head>` that holds its query seeds. */
export const SEEDS_ID = 'query-seeds';

/** The `<head>` tag that carries `seeds` to the browser (a JSON block: not a script, so no CSP hash). */
export function seedsTag(seeds: readonly QuerySeed[]): string {
  return `<script type="application/json" id="${SEEDS_ID}">${jsonForHtml(seeds)}</script>`;
}

/**
 * Puts the data the server rendered a page with into the query client before hydration, so the first
 * client render draws what the server drew (a list already filled, not its loader).
 */
export function applyServerSeeds(client: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(SEEDS_ID)?.textContent;
  if (!text) return;
  try {
    const seeds: unknown = JSON.parse(text);
    if (!Array.isArray(seeds)) return;
    for (const seed of seeds) {
      if (Array.isArray(seed) && Array.isArray(seed[0])) client.setQueryData(seed[0] as QueryKey, seed[1]);
    }
  } catch {
    // A broken block: the screens load their data themselves, as on a page the browser draws.
  }
}
