/**
 * The ceiling rows: a bare node:http server (bench/ceiling.ts) loaded like the app, the figure every other
 * row is read against (its "of ceiling" column).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Measured, measure, type Target } from './lib/load.js';
import { type Started, start, stop } from './lib/process.js';

/** Starts the bare server answering the same 1 KB JSON to every request. */
export const startCeiling = (): Promise<Started> =>
  start(['--import', 'tsx', 'bench/ceiling.ts'], process.env);

/** The machine's ceiling row: the bare server's 1 KB JSON, the first row of every table. */
export const measureCeiling = (ceiling: Started): Promise<Measured> =>
  measure(ceiling, { name: 'ceiling: bare node:http, 1 KB JSON', path: '/' }, 0);

/** One answer of `target` as the app sends it: its raw body (not decoded) and its headers. */
function rawAnswer(port: number, target: Target): Promise<{ body: Buffer; headers: IncomingHttpHeaders }> {
  const path = typeof target.path === 'string' ? target.path : target.path();
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path, headers: target.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The ceiling for one row's own bytes: a bare node:http server (bench/ceiling.ts) answering the body and
 * content headers the app sent for `target`, loaded the same way. The row's share of it is what the app's
 * own work costs; the rest is what the body's size costs the loopback and autocannon.
 */
export async function measureBytesCeiling(
  port: number,
  target: Target,
  ceilingRps: number,
): Promise<Measured> {
  const { body, headers } = await rawAnswer(port, target);
  const dir = mkdtempSync(join(tmpdir(), 'hh-bench-bytes-'));
  const file = join(dir, 'body');
  writeFileSync(file, body);
  const encoding = headers['content-encoding'];
  const server = await start(['--import', 'tsx', 'bench/ceiling.ts'], {
    ...process.env,
    CEILING_BODY_FILE: file,
    CEILING_CONTENT_TYPE: headers['content-type'] ?? 'text/html; charset=utf-8',
    CEILING_CONTENT_ENCODING: encoding ?? '',
  });
  try {
    return await measure(
      server,
      {
        name: `ceiling for the row above: bare node:http, its ${body.length.toLocaleString('en')} B${encoding ? ` (${encoding})` : ''}`,
        path: '/',
      },
      ceilingRps,
    );
  } finally {
    await stop(server.child);
    rmSync(dir, { recursive: true, force: true });
  }
}
