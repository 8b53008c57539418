import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger';
import { buildTestApp } from '../helpers/app';

/** The app's request lines, as pino wrote them. */
function requestLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(
        ...chunk
          .toString()
          .split('\n')
          .filter((l) => l.includes('"msg":"request"')),
      );
      done();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

describe('ACCESS_LOG (decision 106)', async () => {
  const on = requestLines();
  const logged = await buildTestApp({}, { logger: on.logger });
  const off = requestLines();
  const quiet = await buildTestApp({ ACCESS_LOG: 0 }, { logger: off.logger });
  afterAll(async () => {
    await logged.app.close();
    await quiet.app.close();
  });

  it('by default each answered request is a line; off, none', async () => {
    for (const { app } of [logged, quiet]) {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/no-such-thing' })).statusCode).toBe(404);
    }
    expect(on.lines.map((l) => JSON.parse(l) as { url: string; statusCode: number })).toEqual([
      expect.objectContaining({ url: '/api/health', statusCode: 200 }),
      expect.objectContaining({ url: '/api/no-such-thing', statusCode: 404 }),
    ]);
    expect(off.lines).toEqual([]);
  });
});
