import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageCache } from '../../web/page-cache';
import { createPageHits } from '../../web/page-hits-first';
import { registerSecurityHeaders } from './security-headers';

/**
 * Issue 45 point 3: a page-cache hit answered before Fastify (server/web/page-hits-first.ts) carries
 * the security headers of an answer made by Fastify, header for header, over plain HTTP and over TLS
 * (HSTS). Neither side's list is written here: a header added to, dropped from or changed on either
 * path fails it.
 */

/** A self-signed certificate for 127.0.0.1, made by openssl for this run. */
function selfSigned(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', 'key.pem', '-out', 'cert.pem'],
      { cwd: dir, stdio: 'ignore' },
    );
    return { key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** What an answer says about itself, its connection or its page rather than about security. */
const NOT_SECURITY = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-type',
  // The page's own policy (the public pages' one, or its inline stylesheet's hash) is page-hits-first.test.ts's.
  'content-security-policy',
  'cache-control',
  'etag',
  'vary',
  'x-page-cache',
]);

const securityHeaders = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !NOT_SECURITY.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

function get(port: number, tls: boolean): Promise<http.IncomingHttpHeaders> {
  const request = tls ? https.get : http.get;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/faq', rejectUnauthorized: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    }).on('error', reject);
  });
}

describe('security headers: the page-cache fast path and Fastify say the same', () => {
  const tlsOptions = selfSigned();
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(() => Promise.all(closers.map((close) => close())));

  async function viaFastify(tls: boolean): Promise<http.IncomingHttpHeaders> {
    const app: FastifyInstance = tls ? Fastify({ https: tlsOptions }) : Fastify();
    await registerSecurityHeaders(app, { connectOrigins: [] });
    app.get('/faq', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>FAQ</p>'));
    await app.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => app.close());
    return get((app.server.address() as AddressInfo).port, tls);
  }

  async function viaFastPath(tls: boolean): Promise<http.IncomingHttpHeaders> {
    const pageCache = createPageCache();
    const kept = await pageCache.set('/faq', {
      status: 200,
      headers: [['content-type', 'text/html; charset=utf-8']],
      body: Buffer.from('<p>FAQ</p>'),
    });
    // The identity body is made on the first request that asks for it (the Fastify path); made here, the early path answers it.
    await pageCache.body(kept!, null);
    const serve = createPageHits({ pageCache, publicPolicy: "default-src 'self'", trustsProxy: false, cors: false, logRequest: () => undefined });
    const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!serve(req, res)) res.writeHead(599).end();
    };
    const server = tls ? https.createServer(tlsOptions, handler) : http.createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(resolve)));
    const headers = await get((server.address() as AddressInfo).port, tls);
    expect(headers['x-page-cache']).toBe('hit');
    return headers;
  }

  it.each([
    ['http', false],
    ['https', true],
  ] as const)('over %s', async (_scheme, tls) => {
    const fastify = securityHeaders(await viaFastify(tls));
    const fast = securityHeaders(await viaFastPath(tls));
    expect(fast).toEqual(fastify);
    // What the comparison stands on: helmet's headers are there, and HSTS only over TLS.
    expect(fastify['x-content-type-options']).toBe('nosniff');
    expect(fastify['x-frame-options']).toBe('DENY');
    expect(fastify['permissions-policy']).toBeDefined();
    expect(fastify['strict-transport-security'] !== undefined).toBe(tls);
  });
});
