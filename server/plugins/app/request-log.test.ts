import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessLog } from './request-log';

/** A logger that keeps the request lines it is given. */
function keptLines() {
  const lines: unknown[] = [];
  const log = { info: (line: unknown) => lines.push(line) } as unknown as FastifyBaseLogger;
  return { log, lines };
}
const line = (statusCode: number) => ({ method: 'GET', url: '/blog', statusCode, ms: 1 });

describe('createAccessLog (ACCESS_LOG, decision 106)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on: every answer gets its line', () => {
    const { log, lines } = keptLines();
    const write = createAccessLog(log, 1);
    for (let i = 0; i < 5; i++) write(line(200));
    expect(lines).toHaveLength(5);
  });

  it('off: no line, except for an answer with a server error', () => {
    const { log, lines } = keptLines();
    const write = createAccessLog(log, 0);
    for (const status of [200, 304, 404, 500, 503]) write(line(status));
    expect(lines).toEqual([line(500), line(503)]);
  });

  it('a share: that share of answers, drawn at random', () => {
    const { log, lines } = keptLines();
    const draws = [0.05, 0.5, 0.09, 0.95];
    vi.spyOn(Math, 'random').mockImplementation(() => draws.shift()!);
    const write = createAccessLog(log, 0.1);
    for (let i = 0; i < 4; i++) write({ ...line(200), url: `/p${i}` });
    expect(lines).toEqual([
      { ...line(200), url: '/p0' },
      { ...line(200), url: '/p2' },
    ]);
  });
});
