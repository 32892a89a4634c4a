import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { RequestLogger } from './request-logger.js';

/** A pino logger as the app makes it (numeric level, epoch time, pid and hostname), writing into `lines`. */
function rootLogger(level = 'info') {
  const lines: string[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

const withoutTime = (line: string) => line.replace(/"time":\d+/, '"time":0');

describe('a request logger', () => {
  it('writes the line at info exactly as pino writes it through a child logger with the same bindings', () => {
    const { logger, lines } = rootLogger();
    const request = new RequestLogger(logger, { reqId: 'r-1' }, {});
    request.lineAtInfo('"req":{"url":"/a\\"b"},"res":{"statusCode":200},"n":1.5', 'request "done"');
    logger
      .child({ reqId: 'r-1' })
      .info({ req: { url: '/a"b' }, res: { statusCode: 200 }, n: 1.5 }, 'request "done"');
    expect(lines).toHaveLength(2);
    expect(withoutTime(lines[0]!)).toBe(withoutTime(lines[1]!));
    expect(JSON.parse(lines[0]!)).toMatchObject({ reqId: 'r-1', req: { url: '/a"b' }, pid: process.pid });
  });

  it('makes its child logger only when something logs through it, and only once', () => {
    const { logger, lines } = rootLogger();
    const child = vi.spyOn(logger, 'child');
    const request = new RequestLogger(logger, { reqId: 'r-2' }, {});
    request.lineAtInfo('"a":1', 'access');
    expect(child).not.toHaveBeenCalled();
    request.warn({ err: new Error('slow') }, 'it was slow');
    request.error('and then it failed');
    expect(child).toHaveBeenCalledTimes(1);
    // Once made, the child's own bindings are the line's: the request id once, not twice.
    request.lineAtInfo('"a":2', 'access');
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string; level: number });
    expect(entries.map((entry) => [entry.level, entry.msg, entry.reqId])).toEqual([
      [30, 'access', 'r-2'],
      [40, 'it was slow', 'r-2'],
      [50, 'and then it failed', 'r-2'],
      [30, 'access', 'r-2'],
    ]);
    expect(lines[3]!.match(/"reqId"/g)).toHaveLength(1);
  });

  it('writes nothing at info when the level is above it: the logger’s, or a route’s own', () => {
    const quiet = rootLogger('warn');
    new RequestLogger(quiet.logger, { reqId: 'r-3' }, {}).lineAtInfo('"a":1', 'access');
    expect(quiet.lines).toEqual([]);

    const talkative = rootLogger('info');
    const routeAtWarn = new RequestLogger(talkative.logger, { reqId: 'r-4' }, { level: 'warn' });
    routeAtWarn.lineAtInfo('"a":1', 'access');
    routeAtWarn.info('not this either');
    expect(talkative.lines).toEqual([]);
    expect(routeAtWarn.level).toBe('warn');
  });
});
