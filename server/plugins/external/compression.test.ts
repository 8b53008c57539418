import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression';

const big = 'DataLoom '.repeat(500);
const app = Fastify();

beforeAll(async () => {
  registerCompression(app);
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
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
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
});
