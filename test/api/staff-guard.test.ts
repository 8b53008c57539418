import { describe, expect, it } from 'vitest';
import type { Blog } from '@contract/blogs';
import { loadWeb } from '../../server/web/mount';
import { buildTestApp } from '../helpers/app';
import { hasWebBuild, webConfig } from '../helpers/web-build';

/**
 * The staff guard (decision 032): the signed-in user is asked of the API once per page request,
 * by the staff layout's middleware, whatever the screen, for a document and for a client-side
 * navigation's data request; a role that may not open an admin screen gets its 403 page before
 * any admin API call. Counts the in-process API calls (in-process-fetch.ts goes through
 * app.inject, so the API's hooks see each one). Needs the web build.
 */

/** Every screen under the staff layout, with its route id (web/routes.ts). */
const SCREENS = [
  ['/dashboard', 'dashboard'],
  ['/dashboard/sources', 'sources'],
  ['/subscriptions', 'subscriptions'],
  ['/admin/users', 'users'],
  ['/admin/emails', 'emails'],
  ['/admin/audit', 'audit'],
  ['/account/sessions', 'sessions'],
  ['/account/security', 'security'],
  ['/blogs', 'blog-list'],
  ['/blogs/new', 'blog-new'],
  ['/blogs/edit/:id', 'blog-edit'],
] as const;

const ADMIN_SCREENS = [
  ['/admin/users', 'manage users'],
  ['/admin/emails', 'read the outbox'],
  ['/admin/audit', 'read the audit log'],
] as const;

/** The admin-only API the three admin screens read. */
const ADMIN_API = /^\/api\/(auth\/users|admin\/|audit)/;

describe.skipIf(!hasWebBuild)('one staff guard: /api/auth/me once per page request', async () => {
  if (!hasWebBuild) return;
  const web = (await loadWeb(webConfig()))!;
  const calls: string[] = [];
  const { app, loginAs } = await buildTestApp(
    {},
    {
      web: async (instance) => {
        instance.addHook('onRequest', async (request) => {
          if (request.url.startsWith('/api/')) calls.push(request.url.split('?')[0]!);
        });
        await web.mount(instance);
      },
    },
  );
  const admin = await loginAs('admin');
  const editor = await loginAs('user');
  const created = await app.inject({
    method: 'POST',
    url: '/api/blogs/new',
    headers: admin.bearerHeaders,
    payload: { title: 'Guarded post', content: '<p>Hello</p>', isPublished: false },
  });
  expect(created.statusCode).toBe(201);
  const postId = (created.json() as Blog)._id;

  /** The page's answer and the API paths it called. */
  async function open(url: string, cookie: string) {
    calls.length = 0;
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    return { res, calls: [...calls], me: calls.filter((c) => c === '/api/auth/me').length };
  }

  for (const [pattern, routeId] of SCREENS) {
    it(`${pattern}: one /api/auth/me for the document and for each data request`, async () => {
      const url = pattern.replace(':id', postId);
      const document = await open(url, admin.cookie);
      expect(document.res.statusCode, document.res.body.slice(0, 300)).toBe(200);
      expect(document.me).toBe(1);
      // A client-side navigation: every loader, or (from another staff screen) only the screen's.
      for (const data of [`${url}.data`, `${url}.data?_routes=${encodeURIComponent(`routes/staff/${routeId}`)}`]) {
        const navigation = await open(data, admin.cookie);
        expect(navigation.res.statusCode, data).toBe(200);
        expect(navigation.me, data).toBe(1);
      }
    });
  }

  for (const [url, what] of ADMIN_SCREENS) {
    it(`${url} refuses role user with the 403 page: one /api/auth/me, no admin API call`, async () => {
      const document = await open(url, editor.cookie);
      expect(document.res.statusCode).toBe(403);
      // Rendered (not only in the hydration data): the screen's title above the warning banner.
      expect(document.res.body).toMatch(
        new RegExp(`<div role="alert"[^>]*>You do not have permission to ${what}\\. Only administrators can\\.</div>`),
      );
      // The staff navigation stays around the refusal.
      expect(document.res.body).toContain('aria-label="Admin"');
      expect(document.me).toBe(1);
      expect(document.calls.filter((c) => ADMIN_API.test(c))).toEqual([]);

      const navigation = await open(`${url}.data`, editor.cookie);
      expect(navigation.me).toBe(1);
      expect(navigation.calls.filter((c) => ADMIN_API.test(c))).toEqual([]);
      expect(navigation.res.body).toContain(`You do not have permission to ${what}.`);
    });
  }

  it('signed out: a staff screen sends the visitor to sign-in, once asked', async () => {
    const document = await open('/admin/audit', 'sid=nobody');
    expect(document.res.statusCode).toBe(302);
    expect(document.res.headers.location).toBe('/auth/login?next=%2Fadmin%2Faudit');
    expect(document.me).toBe(1);
  });
});
