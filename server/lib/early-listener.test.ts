import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createEarlyListener } from './early-listener';

describe('createEarlyListener', () => {
  const early = createEarlyListener();
  afterAll(() => early.close());

  it('answers 503 with Retry-After on every path until the app is handed the server, then the app answers', async () => {
    await early.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${(early.server.address() as AddressInfo).port}`;
    const starting = await fetch(`${url}/api/health`);
    expect(starting.status).toBe(503);
    expect(starting.headers.get('retry-after')).toBe('5');
    expect(await starting.json()).toEqual({ status: 'unavailable', message: expect.stringMatching(/starting/i) });
    expect((await fetch(`${url}/blog`)).status).toBe(503);

    const app = Fastify({ serverFactory: early.serverFactory });
    app.get('/api/health', async () => ({ status: 'ok' }));
    await app.ready();
    // Built but not handed over: still starting.
    expect((await fetch(`${url}/api/health`)).status).toBe(503);
    early.handOver();
    const ready = await fetch(`${url}/api/health`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
    await app.close();
  });
});
