import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { BLOG_PAGE_SIZE, type Blog } from '@contract/blogs';
import { blogs } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';

describe('the public post list', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const staff = await loginAs('user');
  const create = async (payload: object): Promise<Blog> => {
    const res = await app.inject({ method: 'POST', url: '/api/blogs/new', headers: staff.bearerHeaders, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Blog;
  };
  for (let i = 0; i < BLOG_PAGE_SIZE + 3; i++) await create({ title: `Post ${i}`, content: `<p>Body ${i}</p>` });
  const total = BLOG_PAGE_SIZE + 3;

  it(`answers one page (${BLOG_PAGE_SIZE} posts) by default, X-Total-Count the total`, async () => {
    const res = await app.inject({ method: 'GET', url: '/api/blogs' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Blog[]).length).toBe(BLOG_PAGE_SIZE);
    expect(res.headers['x-total-count']).toBe(String(total));
  });

  it('sends stored HTML as stored: cleaned once, on write', async () => {
    const post = await create({ title: 'Dirty', content: '<p onclick="x()">Hi<script>alert(1)</script></p>' });
    expect(post.content).toBe('<p>Hi</p>');
    // What is stored is what is sent: no second pass over every post on every read.
    // (An attribute the sanitiser would drop proves it: the answer holds it.)
    await database.db.update(blogs).set({ content: '<p data-stored="1">Stored as is</p>' }).where(eq(blogs.id, post._id));
    const res = await app.inject({ method: 'GET', url: `/api/blogs/${post._id}`, headers: staff.bearerHeaders });
    expect((res.json() as Blog).content).toBe('<p data-stored="1">Stored as is</p>');
  });

  it('keeps anonymous answers until a blog write, which drops them at once', async () => {
    const first = (await app.inject({ method: 'GET', url: '/api/blogs?limit=1' })).json() as Blog[];
    // Changed behind the API's back: the cached answer stands.
    await database.db.update(blogs).set({ title: 'Changed directly' }).where(eq(blogs.id, first[0]!._id));
    expect(((await app.inject({ method: 'GET', url: '/api/blogs?limit=1' })).json() as Blog[])[0]!.title).toBe(first[0]!.title);
    // Staff read fresh.
    expect(((await app.inject({ method: 'GET', url: '/api/blogs?limit=1', headers: staff.bearerHeaders })).json() as Blog[])[0]!.title).toBe(
      'Changed directly',
    );
    const fresh = await create({ title: 'Newest post' });
    const after = (await app.inject({ method: 'GET', url: '/api/blogs?limit=1' })).json() as Blog[];
    expect(after[0]!._id).toBe(fresh._id);
  });

  it('anonymous answers are compressed once and kept: every browser-like request gets the same bytes', async () => {
    const get = (encoding?: string) =>
      app.inject({ method: 'GET', url: '/api/blogs?limit=5', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [asked, sent, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const compress = vi.spyOn(zlib, sent === 'br' ? 'brotliCompress' : 'gzip');
      const first = await get(asked);
      const second = await get(asked);
      // Compressed once (at the best ratio) for the cached answer, not again for the second request.
      expect(compress, asked).toHaveBeenCalledTimes(1);
      compress.mockRestore();
      expect(first.headers['content-encoding'], asked).toBe(sent);
      expect(String(first.headers.vary)).toMatch(/\bAccept-Encoding\b/);
      expect(String(first.headers.vary)).toMatch(/\bCookie\b/);
      expect(first.rawPayload.equals(second.rawPayload), asked).toBe(true);
      expect(decode(first.rawPayload).toString()).toBe(plain.body);
      expect(first.headers['x-total-count']).toBe(plain.headers['x-total-count']);
    }
    // br;q=0 refuses brotli (the one negotiation rule of compression.ts).
    expect((await get('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('signed-in answers are private, no-store; public ones vary by Cookie', async () => {
    for (const url of ['/api/blogs', `/api/blogs/post-0`, '/api/auth/users', '/api/auth/me']) {
      const res = await app.inject({ method: 'GET', url, headers: staff.bearerHeaders });
      expect(res.statusCode, url).toBe(url === '/api/auth/users' ? 403 : 200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    const admin = await loginAs('admin');
    const users = await app.inject({ method: 'GET', url: '/api/auth/users', headers: { cookie: admin.cookie } });
    expect(users.statusCode).toBe(200);
    expect(users.headers['cache-control']).toBe('private, no-store');
    for (const url of ['/api/blogs', '/api/blogs/post-0']) {
      const anon = await app.inject({ method: 'GET', url });
      expect(String(anon.headers.vary), url).toMatch(/\bCookie\b/);
      expect(anon.headers['cache-control'] ?? '', url).not.toMatch(/private/);
    }
  });

  it('staff keep seeing every post through the typed client (no page: all of them)', async () => {
    const { createApiClient } = await import('../../web/lib/api/client');
    const { createInProcessFetch } = await import('../../server/web/in-process-fetch');
    const api = createApiClient({ baseUrl: 'http://in-process', fetch: createInProcessFetch(app), headers: { cookie: staff.cookie } });
    const { posts, total: count } = await api.blogs.list();
    expect(posts.length).toBe(count);
    expect(count).toBeGreaterThan(BLOG_PAGE_SIZE);
  });

  it('featuredImage null or missing means no image, on create and on edit', async () => {
    const post = await create({ title: 'No image', featuredImage: null });
    expect(post.featuredImage).toBe('');
    const withImage = await create({ title: 'With image', featuredImage: '/uploads/a.png' });
    for (const body of [{ title: 'Edited', featuredImage: null }, { title: 'Edited again' }]) {
      const res = await app.inject({ method: 'PUT', url: `/api/blogs/${withImage._id}`, headers: staff.bearerHeaders, payload: body });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as Blog).featuredImage).toBe('');
    }
  });
});

describe('public reads are rate-limited per address', async () => {
  const { app } = await buildTestApp();
  it('answers 429 with Retry-After past the limit, per address', async () => {
    const get = (remoteAddress: string) => app.inject({ method: 'GET', url: '/api/blogs', remoteAddress });
    let last = await get('10.60.0.1');
    for (let i = 0; i < 300 && last.statusCode === 200; i++) last = await get('10.60.0.1');
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('10.60.0.2')).statusCode).toBe(200);
  });
});
