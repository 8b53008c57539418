import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LAUNCH_CHECK_IDS, UNCONFIRMED_MESSAGE, type LaunchChecklist, type SiteLaunch } from '@contract/launch-checklist';
import { REAUTH_MESSAGE } from '@contract/reauth';
import { inProcessRequests } from '../../server/observability/metrics';
import { loadWeb } from '../../server/web/mount';
import { buildTestApp } from '../helpers/app';
import { hasWebBuild, webConfig } from '../helpers/web-build';

/** Issue 48 point 1 (decision 115): a fresh site is not launched; an admin launches it, re-authenticated and audited, and may take it back. */
describe('POST and DELETE /api/admin/launch', async () => {
  const { app, database, loginAs } = await buildTestApp({ RATE_LIMIT_ENABLED: false });
  const admin = await loginAs('admin', { name: 'Ada Admin' });
  const editor = await loginAs('editor');
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const launched = async () => (await inject('GET', '/api/site/launch')).json<{ launched: boolean }>().launched;
  const checklist = async () => (await inject('GET', '/api/admin/launch-checklist', admin.bearerHeaders)).json<LaunchChecklist>();
  const audit = async (action: string) =>
    (await inject('GET', `/api/audit?action=${action}`, admin.bearerHeaders)).json<{ actorName: string; details: Record<string, unknown> }[]>();

  it('a fresh site is not launched: the public answer, the checklist and this process’s state agree', async () => {
    const res = await inject('GET', '/api/site/launch');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ launched: false });
    expect((await checklist()).launch).toEqual({ launched: false, launchedAt: null, launchedBy: null });
    expect(app.siteLaunch.launched()).toBe(false);
  });

  it('refuses a launch that leaves an open item unconfirmed, naming it, and changes nothing', async () => {
    const open = (await checklist()).items.filter((i) => !i.ok).map((i) => i.id);
    expect(open).toContain('smtp-url');
    const res = await inject('POST', '/api/admin/launch', admin.bearerHeaders, { confirmed: open.filter((id) => id !== 'smtp-url') });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: UNCONFIRMED_MESSAGE, errors: [{ field: 'confirmed', message: `${UNCONFIRMED_MESSAGE}: smtp-url` }] });
    expect(await launched()).toBe(false);
    expect(await audit('site.launched')).toHaveLength(0);
  });

  it('is for admins, with a recent re-authentication', async () => {
    const body = { confirmed: [...LAUNCH_CHECK_IDS] };
    expect((await inject('POST', '/api/admin/launch', editor.bearerHeaders, body)).statusCode).toBe(403);
    expect((await inject('POST', '/api/admin/launch', {}, body)).statusCode).toBe(401);
    const stale = await loginAs('admin');
    await database.db.execute(sql`update sessions set reauth_at = now() - interval '1 day' where user_id = ${stale.user._id}`);
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await inject(method, '/api/admin/launch', stale.bearerHeaders, method === 'POST' ? body : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ reauth: true, message: REAUTH_MESSAGE });
    }
    expect(await launched()).toBe(false);
  });

  it('launches with every open item confirmed: recorded with who and when, audited once, answered everywhere at once', async () => {
    const open = (await checklist()).items.filter((i) => !i.ok).map((i) => i.id);
    const res = await inject('POST', '/api/admin/launch', admin.bearerHeaders, { confirmed: open });
    expect(res.statusCode, res.body).toBe(200);
    const launch = res.json<SiteLaunch>();
    expect(launch).toMatchObject({ launched: true, launchedBy: 'Ada Admin' });
    expect(Date.now() - Date.parse(launch.launchedAt!)).toBeLessThan(60_000);
    expect(await launched()).toBe(true);
    expect(app.siteLaunch.launched()).toBe(true);
    expect((await checklist()).launch).toEqual(launch);
    const [entry, ...more] = await audit('site.launched');
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ actorName: 'Ada Admin', details: { confirmedOpen: open.join(', ') } });
    // Launching again changes nothing: the first launch stands, no second entry.
    const again = await inject('POST', '/api/admin/launch', admin.bearerHeaders, { confirmed: [...LAUNCH_CHECK_IDS] });
    expect(again.json()).toEqual(launch);
    expect(await audit('site.launched')).toHaveLength(1);
  });

  it('takes the launch back, audited with the launch it ended', async () => {
    const res = await inject('DELETE', '/api/admin/launch', admin.bearerHeaders);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ launched: false, launchedAt: null, launchedBy: null });
    expect(await launched()).toBe(false);
    expect(app.siteLaunch.launched()).toBe(false);
    expect(await audit('site.launch_withdrawn')).toMatchObject([{ actorName: 'Ada Admin', details: { launchedBy: 'Ada Admin' } }]);
    // Nothing to take back: no second entry.
    expect((await inject('DELETE', '/api/admin/launch', admin.bearerHeaders)).statusCode).toBe(200);
    expect(await audit('site.launch_withdrawn')).toHaveLength(1);
  });
});

describe.skipIf(!hasWebBuild)('pages before and after the launch (the web build, the page cache and its early hits)', async () => {
  if (!hasWebBuild) return;
  const web = (await loadWeb(webConfig()))!;
  const { app, loginAs } = await buildTestApp({ RATE_LIMIT_ENABLED: false }, { web: web.mount, onContentChange: web.onContentChange });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  afterAll(() => app.close());
  const admin = await loginAs('admin');
  const post = await app.inject({
    method: 'POST',
    url: '/api/blogs/new',
    headers: admin.bearerHeaders,
    payload: { title: 'Launch day notes', content: '<p>Hello</p>', isPublished: true },
  });
  expect(post.statusCode).toBe(201);
  const slug = post.json<{ slug: string }>().slug;
  /** Over the socket: a kept page's second request is answered by the early path (page-hits-first.ts). */
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${path}`, { headers });
  const setLaunch = async (method: 'POST' | 'DELETE') => {
    const res = await app.inject({
      method,
      url: '/api/admin/launch',
      headers: admin.bearerHeaders,
      payload: method === 'POST' ? { confirmed: [...LAUNCH_CHECK_IDS] } : undefined,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('a fresh site: every page noindex (rendered, kept and early hits alike), robots.txt disallows all, the sitemap is empty', async () => {
    for (const path of ['/', '/faq', `/blogs/${slug}`]) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('x-robots-tag'), path).toBe('noindex');
      const hit = await get(path);
      expect(hit.headers.get('x-page-cache'), path).toBe('hit');
      expect(hit.headers.get('x-robots-tag'), path).toBe('noindex');
    }
    expect(await (await get('/robots.txt')).text()).toBe('User-agent: *\nDisallow: /\n');
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).not.toContain('<url>');
    expect((await get('/sitemaps/pages.xml')).status).toBe(404);
  });

  it('after Launch: no noindex on the kept pages, robots.txt and the sitemap as a live site has them; Take back undoes it', async () => {
    await setLaunch('POST');
    const home = await get('/');
    expect(home.headers.get('x-page-cache')).toBe('hit');
    expect(home.headers.get('x-robots-tag')).toBeNull();
    expect((await get(`/blogs/${slug}`)).headers.get('x-robots-tag')).toBeNull();
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Allow: /');
    expect(robots).toContain(`Sitemap: `);
    expect(await (await get('/sitemap.xml')).text()).toContain(`/blogs/${slug}</loc>`);

    await setLaunch('DELETE');
    expect((await get('/')).headers.get('x-robots-tag')).toBe('noindex');
    expect(await (await get('/robots.txt')).text()).toBe('User-agent: *\nDisallow: /\n');
    expect(await (await get('/sitemap.xml')).text()).not.toContain('<url>');
  });

  it('staff see a "Not launched" bar on public pages; visitors never do', async () => {
    const staff = await get('/faq', { cookie: admin.cookie });
    expect(staff.headers.get('x-robots-tag')).toBe('noindex');
    expect(await staff.text()).toContain('data-not-launched');
    expect(await (await get('/faq')).text()).not.toContain('data-not-launched');
    await setLaunch('POST');
    expect(await (await get('/faq', { cookie: admin.cookie })).text()).not.toContain('data-not-launched');
  });

  it('a member of staff reading an article is asked for once: the bar and the Edit link share the answer', async () => {
    await setLaunch('DELETE');
    const asked = async () =>
      (await inProcessRequests.get()).values.filter((v) => v.labels.route === '/api/auth/me').reduce((n, v) => n + v.value, 0);
    const before = await asked();
    const html = await (await get(`/blogs/${slug}`, { cookie: admin.cookie })).text();
    expect(html).toContain('data-not-launched');
    expect(html).toContain('/blogs/edit/');
    expect((await asked()) - before).toBe(1);
  });
});
