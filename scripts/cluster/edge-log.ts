import { readFile } from 'node:fs/promises';

/**
 * Which instance answered each tagged request, from nginx's access log (`upstream=$upstream_addr:…`, written
 * as each request ends): request path (with its query) → the port of the last instance tried. A request
 * retried on the other instance names both; the last one answered it.
 */
export async function answeredBy(accessLog: string, pathPrefix: string): Promise<Map<string, number>> {
  const byPath = new Map<string, number>();
  const text = await readFile(accessLog, 'utf8');
  for (const line of text.split('\n')) {
    const request = /"[A-Z]+ (\S+) HTTP/.exec(line)?.[1];
    if (!request?.startsWith(pathPrefix)) continue;
    const upstream = / upstream=(.*?) rt=/.exec(line)?.[1] ?? '';
    const ports = [...upstream.matchAll(/127\.0\.0\.1:(\d+)/g)].map((m) => Number(m[1]));
    const last = ports.at(-1);
    if (last !== undefined) byPath.set(request, last);
  }
  return byPath;
}
