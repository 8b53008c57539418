import { RouterContextProvider } from 'react-router';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { WebLoadContext } from '@contract/web-load-context';
import { createSocialCards } from '../../server/og/social-card';
import { createInProcessFetch } from '../../server/web/in-process-fetch';
import { webContext } from '../../web/lib/load-context';
import { loader } from '../../web/routes/resources/og-image';
import { buildTestApp } from '../helpers/app';
import { serviceData } from '../helpers/content-fixtures';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('social cards: /og/{path}.png (decision 077)', async () => {
  const { app, loginAs } = await buildTestApp();
  const editor = await loginAs('editor');
  const rendered: string[] = [];
  const cards = createSocialCards({ onRender: (hash) => rendered.push(hash) });
  // The page route as the server runs it: the API in-process, the server's card renderer.
  const context = new RouterContextProvider(
    new Map([
      [
        webContext,
        { apiFetch: createInProcessFetch(app), apiBase: 'http://in-process', siteUrl: 'https://site.test', socialCard: cards.card } as WebLoadContext,
      ],
    ]),
  );
  const get = (path: string, headers: Record<string, string> = {}) =>
    loader({
      params: { '*': path.replace(/^\/og\//, '') },
      request: new Request(`https://site.test${path}`, { headers }),
      context,
    } as unknown as Parameters<typeof loader>[0]);
  const publish = async (title: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/blogs/new',
      headers: editor.bearerHeaders,
      payload: { title, content: '<p>Body.</p>' },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { _id: string; slug: string };
  };

  it("a post's card is a 1200×630 PNG, drawn once for the same title and again when the title changes", async () => {
    const post = await publish('Scraping prices every morning');
    const first = await get(`/og/blogs/${post.slug}.png`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    const png = Buffer.from(await first.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(rendered).toHaveLength(1);

    const again = await get(`/og/blogs/${post.slug}.png`);
    expect(again.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(png);
    expect(rendered).toHaveLength(1);
    const unchanged = await get(`/og/blogs/${post.slug}.png`, { 'If-None-Match': etag! });
    expect(unchanged.status).toBe(304);

    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/blogs/${post._id}`,
      headers: editor.bearerHeaders,
      payload: { title: 'Scraping prices every evening', content: '<p>Body.</p>' },
    });
    expect(renamed.statusCode).toBe(200);
    const changed = await get(`/og/blogs/${post.slug}.png`);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(rendered).toHaveLength(2);
  });

  it('Home, the pages and the services have cards; any other path, a draft or a made-up post is a 404 and draws nothing', async () => {
    // A service page's card comes from the published service (the test database starts without content).
    const service = await app.inject({
      method: 'POST',
      url: '/api/content/services',
      headers: editor.bearerHeaders,
      payload: { data: serviceData('Daily Data'), action: 'publish' },
    });
    expect(service.statusCode, service.body).toBe(201);
    for (const path of ['/og/index.png', '/og/faq.png', '/og/aboutus.png', '/og/blog.png', '/og/services/daily-data.png']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata(), path).toMatchObject({ width: 1200, height: 630 });
    }
    const before = rendered.length;
    const draft = await app.inject({
      method: 'POST',
      url: '/api/blogs/new',
      headers: editor.bearerHeaders,
      payload: { title: 'Not out yet', content: '<p>x</p>', status: 'draft' },
    });
    const draftSlug = (draft.json() as { slug: string }).slug;
    for (const path of [
      '/og/no-such-page.png',
      '/og/services/no-such-service.png',
      '/og/blogs/no-such-post.png',
      `/og/blogs/${draftSlug}.png`,
      '/og/dashboard.png',
      '/og/faq',
      '/og/faq.png.png',
      '/og/blogs/tag/no-such-tag.png',
      '/og/services/daily-data/extra.png',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect(rendered).toHaveLength(before);
  });
});
