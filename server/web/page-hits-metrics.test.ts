import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { processRegistry } from '../observability/metrics';
import { createPageCache } from './page-cache';
import { createPageHits } from './page-hits-first';

/** The value of one series in the process's metrics text, 0 when it has no sample yet. */
async function sample(series: string): Promise<number> {
  const line = (await processRegistry.metrics()).split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('page-cache hits answered before Fastify are counted (decision 068)', async () => {
  const pageCache = createPageCache();
  await pageCache.set('/faq', { status: 200, headers: [['content-type', 'text/html']], body: Buffer.from('<p>kept</p>') });
  const serve = createPageHits({ pageCache, publicPolicy: "default-src 'self'", trustsProxy: false, cors: false, logRequest: () => undefined });
  const server = http.createServer((req, res) => {
    if (!serve(req, res)) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Brotli, as kept: another encoding is made on a first hit through Fastify, which this server has not.
  const get = (path: string) => fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br' } });

  it('as page-cache hits and as requests of the route "page-cache"; a miss left to Fastify is not counted here', async () => {
    const hits = 'page_cache_requests_total{result="hit"}';
    const requests = 'http_requests_total{method="GET",route="page-cache",status="200"}';
    const [hitsBefore, requestsBefore] = [await sample(hits), await sample(requests)];
    expect((await get('/faq')).status).toBe(200);
    expect((await get('/faq?utm_source=x')).status).toBe(200);
    expect((await get('/not-kept')).status).toBe(418);
    expect(await sample(hits)).toBe(hitsBefore + 2);
    expect(await sample(requests)).toBe(requestsBefore + 2);
    expect(await processRegistry.metrics()).not.toContain('/faq');
  });
});
