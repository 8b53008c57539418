import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding, registerCompression } from './compression';

const big = 'DataLoom '.repeat(500);
const app = Fastify();

beforeAll(async () => {
  await registerCompression(app);
  app.get('/text', async (_req, reply) => reply.type('text/html; charset=utf-8').send(big));
  app.get('/small', async (_req, reply) => reply.type('text/html').send('<p>hi</p>'));
  app.get('/stream', async (_req, reply) => reply.type('application/javascript').send(Readable.from([big, big])));
  app.get('/png', async (_req, reply) => reply.type('image/png').send(Buffer.alloc(4096)));
  await app.ready();
});
afterAll(() => app.close());

describe('compression', () => {
  it('answers brotli when accepted, else gzip, else identity', async () => {
    const br = await app.inject({ url: '/text', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);

    const gz = await app.inject({ url: '/text', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(big);

    const plain = await app.inject({ url: '/text' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
  });

  it('compresses streams and leaves small bodies and binary types alone', async () => {
    const stream = await app.inject({ url: '/stream', headers: { 'accept-encoding': 'gzip' } });
    expect(stream.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(stream.rawPayload).toString()).toBe(big + big);

    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const png = await app.inject({ url: '/png', headers: { 'accept-encoding': 'br' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(4096);
  });

  it('never answers brotli to br;q=0 (a weight of zero refuses), nor gzip to gzip;q=0', async () => {
    for (const header of ['br;q=0, gzip', 'gzip, br;q=0', 'br;q=0.0, gzip;q=0.5', 'br; q=0 , gzip']) {
      const res = await app.inject({ url: '/text', headers: { 'accept-encoding': header } });
      expect(res.headers['content-encoding'], header).toBe('gzip');
      expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(big);
    }
    const none = await app.inject({ url: '/text', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(big);
    // Weights decide, not the order: gzip preferred over brotli.
    const weighted = await app.inject({ url: '/text', headers: { 'accept-encoding': 'br;q=0.1, gzip;q=0.9' } });
    expect(weighted.headers['content-encoding']).toBe('gzip');
  });

  it('negotiateEncoding (the page cache uses it) chooses exactly as the compression hook does', async () => {
    const headers = [
      '',
      'gzip',
      'br',
      'gzip, deflate, br',
      'br;q=0, gzip',
      'br;q=0',
      'gzip;q=0',
      '*',
      'x-gzip',
      'identity',
      'deflate',
      'BR',
      'br;q=0.1, gzip;q=0.9',
      'gzip;q=0, *',
    ];
    for (const header of headers) {
      const res = await app.inject({ url: '/text', headers: { 'accept-encoding': header } });
      expect(negotiateEncoding(header) ?? undefined, header).toBe(res.headers['content-encoding']);
    }
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});
