import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { variantSrcSet } from '@contract/image-variants';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape, imageBuffer } from '../helpers/fixtures';
import { redirectTo, serve, startImageServer } from '../helpers/image-server';

describe('POST /api/uploads/fetch', async () => {
  const png = await imageBuffer('png', 900, 500);
  const server = await startImageServer({
    '/photo.png': serve('image/png', png),
    '/page.html': serve('text/html', '<html></html>'),
    '/fake.png': serve('image/png', Buffer.from('<svg onload=alert(1)>')),
    '/moved': redirectTo('/photo.png'),
  });
  const { app, uploadsDir, loginAs } = await buildTestApp({ IMAGE_FETCH_PRIVATE_HOSTS: [`127.0.0.1:${server.port}`], IMAGE_FETCH_TIMEOUT_MS: 5000 });
  const closed = await buildTestApp();
  afterAll(() => server.close());
  const staff = await loginAs('user');
  const copy = (url: string, target = app, headers = staff.bearerHeaders) =>
    target.inject({ method: 'POST', url: '/api/uploads/fetch', payload: { url }, headers });

  it('copies an allowed host’s image into the uploads: 201 with its size and variants (redirect followed)', async () => {
    for (const url of [server.url('/photo.png'), server.url('/moved')]) {
      const res = await copy(url);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json() as { secure_url: string; width: number; height: number };
      expect(body.width).toBe(900);
      expect(body.height).toBe(500);
      expect(body.secure_url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.v480-640-800\.png$/);
      expect(variantSrcSet(body.secure_url)).toContain('480w');
      const stored = await fs.readFile(path.join(uploadsDir, body.secure_url.slice('/uploads/'.length)));
      expect(stored.length).toBeGreaterThan(0);
    }
    const audit = await app.inject({ method: 'GET', url: '/api/audit?action=upload.fetched', headers: (await loginAs('admin')).bearerHeaders });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(JSON.stringify(audit.json())).toContain(`127.0.0.1:${server.port}`);
  });

  it('the same server, not allowed, is refused with 400 naming the url field', async () => {
    const { loginAs: closedLogin } = closed;
    const other = await closedLogin('user');
    const res = await copy(server.url('/photo.png'), closed.app, other.bearerHeaders);
    expect(res.statusCode).toBe(400);
    const body = expectErrorShape(res);
    expect(body.errors).toEqual([{ field: 'url', message: 'That image could not be copied: address not allowed (port)' }]);
  });

  it.each([
    ['/page.html', 'not an image'],
    ['/fake.png', 'not an image'],
    ['/missing.png', 'the other site answered 404'],
  ])('%s → 400 %s', async (route, reason) => {
    const res = await copy(server.url(route));
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res).errors).toEqual([{ field: 'url', message: `That image could not be copied: ${reason}` }]);
  });

  it('bad bodies are 400 on the url field; metadata addresses are refused', async () => {
    for (const payload of [{}, { url: 'javascript:alert(1)' }, { url: 'not a url' }, { url: `http://x.example/${'a'.repeat(2100)}` }]) {
      const res = await app.inject({ method: 'POST', url: '/api/uploads/fetch', payload, headers: staff.bearerHeaders });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(expectErrorShape(res).errors?.[0]?.field).toBe('url');
    }
    const meta = await copy('http://169.254.169.254/latest/meta-data/');
    expect(meta.statusCode).toBe(400);
  });
});
