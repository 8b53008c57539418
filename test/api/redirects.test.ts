import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Blog } from '@contract/blogs';
import type { MissingPath, Redirect } from '@contract/redirects';
import { buildApp, type App } from '../../server/app';
import { startApp } from '../../server/startup/start-app';
import { listenForContentChanges, type ContentChanges } from '../../server/db/change-notifier';
import { auditEvents, missingPaths, redirects } from '../../server/db/schema/index';
import { hashPassword } from '../../server/lib/passwords';
import { createUsersRepository } from '../../server/repositories/users';
import { createLocalStorage } from '../../server/storage/local';
import { createPageCache } from '../../server/web/page-cache';
import { createPageHits } from '../../server/web/page-hits-first';
import { buildTestApp, testConfig } from '../helpers/app';
import { createTestDatabase } from '../helpers/db';
import { expectErrorShape } from '../helpers/fixtures';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Issue 29 point 4 (decision 064): redirects applied before routing, chains refused, missing pages counted. */
describe('redirects and missing pages', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const admin = await loginAs('admin', { name: 'Ada Admin' });
  const headers = admin.bearerHeaders;
  const create = (payload: object) => app.inject({ method: 'POST', url: '/api/redirects', headers, payload });
  const created = async (payload: object): Promise<Redirect> => {
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Redirect;
  };
  const list = async () => (await app.inject({ method: 'GET', url: '/api/redirects', headers })).json() as Redirect[];
  const visit = (url: string, extra: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER, ...extra } });

  it('answers 301 with the visitor’s query, trailing slash or not, before any route; counts the hits; audited with the address', async () => {
    const r = await created({ from: '/old-services/', to: '/services/data-engineering', status: 301 });
    expect(r).toMatchObject({ kind: 'manual', from: '/old-services', to: '/services/data-engineering', status: 301, createdByName: 'Ada Admin' });
    for (const url of ['/old-services?utm_source=mail', '/old-services/?utm_source=mail']) {
      const res = await visit(url);
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/services/data-engineering?utm_source=mail');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    // Signed-in staff too, and HEAD.
    expect((await app.inject({ method: 'HEAD', url: '/old-services', headers: admin.cookieHeaders })).statusCode).toBe(301);
    await app.redirects.counts.flush();
    const [row] = await database.db
      .select()
      .from(redirects)
      .where(sql`${redirects.id} = ${r._id}`);
    expect(row!.hits).toBe(3);
    expect(row!.lastHitAt).not.toBeNull();
    const [entry] = await database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.action} = 'redirect.created'`);
    expect(entry).toMatchObject({ targetId: r._id, targetLabel: '/old-services', actorName: 'Ada Admin' });
  });

  it('sends a page address with a trailing slash to its one address (301, query kept); the API, files, home and other sites untouched', async () => {
    for (const [url, location] of [
      ['/aboutus/', '/aboutus'],
      ['/services/data-engineering//?utm_source=mail', '/services/data-engineering?utm_source=mail'],
      ['/blog/?page=2', '/blog?page=2'],
      // Never a protocol-relative address to another host.
      ['//evil.example/', '/evil.example'],
      ['/caf%C3%A9/', '/caf%C3%A9'],
    ]) {
      const res = await visit(url!);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
      // The page cache's early path asks the same table.
      expect(app.redirects.table.lookup(url!)?.location, url).toBe(location);
    }
    expect((await app.inject({ method: 'HEAD', url: '/faq/' })).statusCode).toBe(301);
    for (const url of ['/', '/aboutus', '/api/health/', '/assets/none/', '/uploads/none/']) expect(app.redirects.table.lookup(url), url).toBeNull();
    expect((await visit('/api/health/')).statusCode).not.toBe(301);
    // A form posted to the slashed address is not redirected (a 301 would turn it into a GET).
    expect((await app.inject({ method: 'POST', url: '/contact/', payload: {} })).statusCode).not.toBe(301);
  });

  it('matches an address typed with accents however the browser encodes it, and sends the target header-safe', async () => {
    await created({ from: '/café', to: '/über-uns', status: 301 });
    for (const url of ['/caf%C3%A9', '/café']) {
      const res = await visit(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location).toBe('/%C3%BCber-uns');
    }
  });

  it('a 302 to another site keeps its address as given; a 410 answers the small “removed” page', async () => {
    await created({ from: '/partner', to: 'https://partner.example.com/offer?id=1', status: 302 });
    const away = await visit('/partner?x=1');
    expect(away.statusCode).toBe(302);
    expect(away.headers.location).toBe('https://partner.example.com/offer?id=1');

    await created({ from: '/retired-offer', status: 410 });
    const gone = await visit('/retired-offer');
    expect(gone.statusCode).toBe(410);
    expect(gone.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gone.headers.location).toBeUndefined();
    expect(gone.body).toContain('This page was removed');
    expect(gone.body).toContain('<a href="/">');
  });

  it('refuses loops, chains both ways, reserved addresses and a duplicate, naming the field; nothing is stored', async () => {
    await created({ from: '/chain-a', to: '/chain-b', status: 301 });
    const before = (await list()).length;
    const cases: [object, number, string][] = [
      [{ from: '/loop', to: '/loop/', status: 301 }, 400, 'to'],
      [{ from: '/loop', to: 'http://localhost:3000/loop', status: 301 }, 400, 'to'],
      // Percent-encoded unreserved characters are the same address (issue 42): %65 is "e", %2d is "-".
      [{ from: '/loop-enc', to: '/loop-%65nc', status: 301 }, 400, 'to'],
      [{ from: '/loop-%65nc', to: 'http://localhost:3000/loop%2denc', status: 301 }, 400, 'to'],
      [{ from: '/chain-x', to: '/ch%61in-a', status: 301 }, 400, 'to'],
      [{ from: '/chain-%62', to: '/chain-c', status: 301 }, 400, 'from'],
      [{ from: '/ch%61in-a', to: '/elsewhere', status: 301 }, 409, 'from'],
      // a → b exists: b → c would chain, and x → a would chain.
      [{ from: '/chain-b', to: '/chain-c', status: 301 }, 400, 'from'],
      [{ from: '/chain-x', to: '/chain-a', status: 301 }, 400, 'to'],
      [{ from: '/chain-a', to: '/elsewhere', status: 301 }, 409, 'from'],
      [{ from: '/api/leads', to: '/', status: 301 }, 400, 'from'],
      [{ from: '/admin/users', to: '/', status: 301 }, 400, 'from'],
      [{ from: '/uploads/a.png', to: '/', status: 301 }, 400, 'from'],
      [{ from: 'no-slash', to: '/', status: 301 }, 400, 'from'],
      [{ from: '/needs-target', status: 301 }, 400, 'to'],
      [{ from: '/gone-with-target', to: '/x', status: 410 }, 400, 'to'],
      [{ from: '/bad-target', to: 'javascript:alert(1)', status: 302 }, 400, 'to'],
      [{ from: '/bad-target', to: '//evil.example.com/x', status: 302 }, 400, 'to'],
      [{ from: '/bad-target', to: '/\\evil.example.com', status: 302 }, 400, 'to'],
      [{ from: '/bad-status', to: '/x', status: 307 }, 400, 'status'],
    ];
    for (const [payload, status, field] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(
        expectErrorShape(res).errors?.map((e) => e.field),
        JSON.stringify(payload),
      ).toContain(field);
    }
    expect(await list()).toHaveLength(before);
  });

  it('changes and deletes a rule (stale version 409); the table follows at once', async () => {
    const r = await created({ from: '/to-change', to: '/faq', status: 301 });
    const patch = (payload: object) => app.inject({ method: 'PATCH', url: `/api/redirects/${r._id}`, headers, payload });
    const changed = await patch({ to: '/aboutus', status: 302, version: r.version });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ to: '/aboutus', status: 302, version: r.version + 1 });
    expect((await visit('/to-change')).headers.location).toBe('/aboutus');
    expect((await patch({ to: '/faq', version: r.version })).statusCode).toBe(409);
    const toGone = await patch({ status: 410 });
    expect(toGone.json()).toMatchObject({ status: 410, to: '' });
    expect((await visit('/to-change')).statusCode).toBe(410);
    const del = await app.inject({ method: 'DELETE', url: `/api/redirects/${r._id}`, headers });
    expect(del.statusCode).toBe(204);
    expect((await visit('/to-change')).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/redirects/${r._id}`, headers })).statusCode).toBe(404);
  });

  it('a rule written by another process reaches this one with the next content change', async () => {
    // Straight into the database, as another app process would (it then announces a content change).
    await app.redirects.repository.insert({ from: '/other-process', to: '/faq', status: 301 }, 'Elsewhere', async () => undefined);
    expect((await visit('/other-process')).statusCode).toBe(404);
    const editor = await loginAs('editor');
    const post = await app.inject({ method: 'POST', url: '/api/blogs/new', headers: editor.bearerHeaders, payload: { title: 'Any change' } });
    expect(post.statusCode).toBe(201);
    await expect.poll(async () => (await visit('/other-process')).statusCode).toBe(301);
  });

  it('answers a redirected page from the page cache’s early path even while the cache still holds the page', async () => {
    const pageCache = createPageCache();
    const kept = await pageCache.set('/aboutus', {
      status: 200,
      headers: [['content-type', 'text/html; charset=utf-8']],
      body: Buffer.from('<p>About</p>'),
    });
    // The identity body is made on the first request that asks for it (the Fastify path); made here, the early path answers it.
    await pageCache.body(kept!, null);
    const serve = createPageHits({
      pageCache,
      publicPolicy: "default-src 'self'",
      trustsProxy: false,
      cors: false,
      logRequest: () => undefined,
      redirects: app.redirects.table,
    });
    const server = http.createServer((req, res) => {
      if (!serve(req, res)) res.writeHead(599).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.address() as AddressInfo;
    const get = (url: string) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: url }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
          })
          .on('error', reject);
      });
    expect((await get('/aboutus')).headers['x-page-cache']).toBe('hit');

    await created({ from: '/aboutus', to: '/howworks', status: 301 });
    const fast = await get('/aboutus?utm_medium=social');
    expect(fast.status).toBe(301);
    expect(fast.headers.location).toBe('/howworks?utm_medium=social');
    // The same headers as through Fastify (a miss or a signed-in visitor).
    const viaFastify = await visit('/aboutus?utm_medium=social');
    const names = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((n) => !['date', 'connection', 'keep-alive'].includes(n))
        .sort();
    expect(names(fast.headers)).toEqual(names(viaFastify.headers));
    for (const name of names(fast.headers)) expect(fast.headers[name], name).toBe(viaFastify.headers[name]);
  });

  it('counts missing pages per day and path only (no address, no agent, no query), not bots, and lists the most requested', async () => {
    for (let i = 0; i < 3; i++) expect((await visit(`/no-such-page?ref=${i}`, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    await visit('/another-missing');
    await visit('/no-such-page', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    await visit('/no-such-page', { 'sec-purpose': 'prefetch;prerender' });
    await visit('/api/not-a-route');
    // Nothing written per request: the counts wait in memory.
    expect(await database.db.select().from(missingPaths)).toEqual([]);

    const res = await app.inject({ method: 'GET', url: '/api/redirects/missing?days=30', headers });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as MissingPath[];
    expect(rows.slice(0, 2).map((r) => [r.path, r.hits])).toEqual([
      ['/no-such-page', 3],
      ['/another-missing', 1],
    ]);
    expect(rows.some((r) => r.path.startsWith('/api'))).toBe(false);
    const stored = await database.db.execute(sql`select * from missing_paths`);
    const text = JSON.stringify(stored);
    for (const secret of ['203.0.113.9', '127.0.0.1', 'Mozilla', 'ref=']) expect(text).not.toContain(secret);
    const columns = await database.db.execute(sql`select column_name from information_schema.columns where table_name = 'missing_paths' order by 1`);
    expect(JSON.stringify(columns)).toMatch(/day.*hits.*path/);

    // “Create redirect”: the path leaves the list once a rule answers it.
    await created({ from: '/no-such-page', to: '/faq', status: 301 });
    const after = (await app.inject({ method: 'GET', url: '/api/redirects/missing', headers })).json() as MissingPath[];
    expect(after.map((r) => r.path)).not.toContain('/no-such-page');
    expect(after.map((r) => r.path)).toContain('/another-missing');
    expect((await app.inject({ method: 'GET', url: '/api/redirects/missing?days=0', headers })).statusCode).toBe(400);
  });

  it('a changed post slug shows in the list (kind post-slug) and cannot be chained to', async () => {
    const editor = await loginAs('editor');
    const res = await app.inject({ method: 'POST', url: '/api/blogs/new', headers: editor.bearerHeaders, payload: { title: 'Slug mover' } });
    const post = res.json() as Blog;
    const put = await app.inject({
      method: 'PUT',
      url: `/api/blogs/${post._id}`,
      headers: editor.bearerHeaders,
      payload: { title: 'Slug mover', slug: 'slug-moved' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const entry = (await list()).find((r) => r.kind === 'post-slug' && r.from === `/blogs/${post.slug}`);
    expect(entry).toMatchObject({ to: '/blogs/slug-moved', status: 301 });
    const chained = await create({ from: '/old-blog-link', to: `/blogs/${post.slug}`, status: 301 });
    expect(chained.statusCode).toBe(400);
    expect(expectErrorShape(chained).errors?.[0]?.field).toBe('to');
    expect((await create({ from: `/blogs/${post.slug}`, to: '/faq', status: 301 })).statusCode).toBe(400);
    const patched = await app.inject({ method: 'PATCH', url: `/api/redirects/${entry!._id}`, headers, payload: { status: 302 } });
    expect(patched.statusCode).toBe(400);
  });
});

/** Decision 064: a redirect written through one app process is answered by another within a moment (PostgreSQL's LISTEN/NOTIFY). */
describe.skipIf(process.env.TEST_DB !== 'postgres')('redirects across app processes on one PostgreSQL', async () => {
  if (process.env.TEST_DB !== 'postgres') return;
  const database = await createTestDatabase();
  const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
  const uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'uploads-'));
  const processes: App[] = [];
  const listeners: ContentChanges[] = [];
  for (let i = 0; i < 2; i++) {
    const contentChanges = listenForContentChanges(url, database.db);
    listeners.push(contentChanges);
    const app = await buildApp({ config: testConfig, db: database.db, storage: createLocalStorage(uploads), contentChanges });
    await startApp(app);
    processes.push(app);
  }
  const [a, b] = processes as [App, App];
  afterAll(async () => {
    for (const app of processes) await app.close();
    for (const changes of listeners) await changes.close();
    await database.close();
    await fs.rm(uploads, { recursive: true, force: true });
  });
  await createUsersRepository(database.db).insert({
    name: 'Ada Admin',
    email: 'ada@example.com',
    passwordHash: await hashPassword('correct horse battery'),
    role: 'admin',
  });
  const login = await a.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ada@example.com', password: 'correct horse battery' } });
  const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };

  it('a rule made, changed and deleted in one process is followed by the other', async () => {
    const visitB = async () => {
      const res = await b.inject({ method: 'GET', url: '/moved-elsewhere' });
      return `${res.statusCode} ${res.headers.location ?? ''}`;
    };
    expect(await visitB()).toBe('404 ');
    const created = await a.inject({
      method: 'POST',
      url: '/api/redirects',
      headers,
      payload: { from: '/moved-elsewhere', to: '/faq', status: 301 },
    });
    expect(created.statusCode, created.body).toBe(201);
    await expect.poll(visitB, { timeout: 3000, interval: 50 }).toBe('301 /faq');
    const id = (created.json() as { _id: string })._id;
    await a.inject({ method: 'PATCH', url: `/api/redirects/${id}`, headers, payload: { to: '/aboutus', status: 302 } });
    await expect.poll(visitB, { timeout: 3000, interval: 50 }).toBe('302 /aboutus');
    await a.inject({ method: 'DELETE', url: `/api/redirects/${id}`, headers });
    await expect.poll(visitB, { timeout: 3000, interval: 50 }).toBe('404 ');
  });
});
