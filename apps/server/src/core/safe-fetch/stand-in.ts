/**
 * VERIFICATION_STAND_IN, a test-only setting: `host=http://127.0.0.1:port` pairs, separated by commas, that
 * make the safe fetcher ask a local stand-in in the platform's place (end-to-end tests run the platforms'
 * endpoints on loopback). config.ts refuses it in production; here it is only read.
 */

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The pairs of the setting, or the problem with the first entry that is not one. */
export function parseStandIn(value: string): Map<string, string> | { problem: string } {
  const map = new Map<string, string>();
  for (const entry of value.split(',')) {
    const pair = entry.trim();
    if (!pair) continue;
    const at = pair.indexOf('=');
    const host = pair.slice(0, at).trim().toLowerCase();
    let origin: URL | null = null;
    try {
      origin = at > 0 ? new URL(pair.slice(at + 1).trim()) : null;
    } catch {}
    if (
      !host ||
      !origin ||
      !['http:', 'https:'].includes(origin.protocol) ||
      !LOOPBACK.has(origin.hostname)
    ) {
      return { problem: `each entry is host=http://127.0.0.1:port, a loopback stand-in (got '${pair}')` };
    }
    map.set(host, origin.origin);
  }
  return map;
}
