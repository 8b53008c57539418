import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFirst, loadStaticAssets } from './static-assets';

const script = Buffer.from(`console.log(${JSON.stringify('x'.repeat(3000))});\n`);
const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

/** A raw request (fetch would decode the body and hide Content-Encoding's effect). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('fingerprinted assets from memory', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  let server: http.Server;
  let base = '';

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'assets/fonts'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'assets/app-Ab12.js'), script);
    fs.writeFileSync(path.join(dir, 'assets/app-Ab12.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dir, 'assets/app-Ab12.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(path.join(dir, 'assets/fonts/logo-Cd34.png'), image);
    server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'x-from': 'app' });
      res.end('the app');
    });
    const assets = loadStaticAssets(dir);
    expect(assets.files).toBe(2);
    answerFirst(server, (req, res) => assets.serve(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the file with its type, a year of immutable caching, Vary, an ETag and fixed security headers', async () => {
    const res = await get(`${base}/assets/app-Ab12.js`);
    expect(res.status).toBe(200);
    expect(res.body.equals(script)).toBe(true);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    // Helmet's headers and a fixed policy: nothing made per request.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain('nonce');
    const png = await get(`${base}/assets/fonts/logo-Cd34.png?v=1`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.body.equals(image)).toBe(true);
  });

  it('sends the precompressed copy the visitor takes, by the same rule as the compression plugin', async () => {
    const br = await get(`${base}/assets/app-Ab12.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(script)).toBe(true);
    const gzip = await get(`${base}/assets/app-Ab12.js`, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(script)).toBe(true);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    // Each representation has its own tag.
    expect(new Set([br.headers.etag, gzip.headers.etag]).size).toBe(2);
    // A file without copies goes as it is.
    expect((await get(`${base}/assets/fonts/logo-Cd34.png`, { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to its ETag, HEAD without a body, and 404 to a name not in the build', async () => {
    const first = await get(`${base}/assets/app-Ab12.js`, { 'accept-encoding': 'br' });
    const again = await get(`${base}/assets/app-Ab12.js`, { 'accept-encoding': 'br', 'if-none-match': `W/"other", ${first.headers.etag}` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    // The tag of another encoding is another representation.
    expect((await get(`${base}/assets/app-Ab12.js`, { 'if-none-match': first.headers.etag! })).status).toBe(200);
    const head = await get(`${base}/assets/app-Ab12.js`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(script.length);
    expect(head.body.length).toBe(0);
    const missing = await get(`${base}/assets/app-Zz99.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers['x-from']).toBeUndefined();
    expect((await get(`${base}/assets/app-Ab12.js.br`)).status).toBe(404);
  });

  it('leaves every other request to the app', async () => {
    for (const [url, method] of [
      ['/', 'GET'],
      ['/favicon.svg', 'GET'],
      ['/assets/app-Ab12.js', 'POST'],
      ['/assetsx/app.js', 'GET'],
    ] as const) {
      const res = await get(base + url, {}, method);
      expect(res.headers['x-from'], `${method} ${url}`).toBe('app');
    }
  });
});
