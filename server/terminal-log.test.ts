import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { formatLogLine, terminalDestination } from './terminal-log';

const at = Date.UTC(2026, 10, 25, 12, 4, 31);
const clock = new Date(at).toTimeString().slice(0, 8);

describe('log lines on a terminal', () => {
  it('a request is one short line: time, method, path, status, ms', () => {
    const json = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      method: 'GET',
      url: '/blog?page=2',
      statusCode: 200,
      ms: 8,
      msg: 'request',
    });
    expect(formatLogLine(json)).toBe(`${clock} GET /blog?page=2 200 8 ms\n`);
  });

  it('other lines: the level unless info, the message, then the fields; an error with its stack below', () => {
    expect(
      formatLogLine(JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', msg: 'listening', url: 'http://localhost:3000', ms: 812 })),
    ).toBe(`${clock} listening url=http://localhost:3000 ms=812\n`);
    const warn = formatLogLine(
      JSON.stringify({
        level: 40,
        time: at,
        msg: 'purge failed',
        err: { type: 'Error', message: 'disk full', stack: 'Error: disk full\n    at x (y.ts:1:1)' },
      }),
    );
    expect(warn).toBe(`${clock} WARN purge failed err="disk full"\nError: disk full\n    at x (y.ts:1:1)\n`);
    expect(formatLogLine('not json')).toBe('not json\n');
  });

  it('the logger writes through it with redaction still applied', () => {
    const out: string[] = [];
    const logger = createLogger('info', terminalDestination({ write: (text: string) => out.push(text) }));
    logger.info({ headers: { cookie: 'sid=secret' } }, 'hello');
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^\d\d:\d\d:\d\d hello headers=\{"cookie":"\[redacted\]"\}\n$/);
  });
});
