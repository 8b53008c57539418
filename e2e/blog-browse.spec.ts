import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';

const unique = () => Math.random().toString(36).slice(2, 8);

async function bearer(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function publish(request: APIRequestContext, headers: Record<string, string>, payload: object) {
  const res = await request.post('/api/blogs/new', { headers, data: payload });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { slug: string; title: string };
}

test.describe('a blog readers can browse', () => {
  test.use({ javaScriptEnabled: false });

  test('search works without JavaScript and marks the matched word; drafts stay out', async ({ page, request }) => {
    const headers = await bearer(request);
    const word = `zephyrine${unique()}`;
    const post = await publish(request, headers, { title: `Search target ${unique()}`, content: `<p>Our crawler met a ${word} today.</p>` });
    await publish(request, headers, { title: `Draft ${unique()}`, content: `<p>${word} in a draft.</p>`, status: 'draft' });

    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Search the blog' }).fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?q=${word}`));
    await expect(page.getByRole('heading', { name: `1 result for “${word}”` })).toBeVisible();
    await expect(page.getByRole('link', { name: post.title, exact: true })).toBeVisible();
    await expect(page.locator('mark', { hasText: word })).toBeVisible();

    await page.goto(`/blog?q=nothingmatches${unique()}`);
    await expect(page.getByRole('heading', { name: /No posts match/ })).toBeVisible();
  });

  test('a tag page paginates, its feed parses, and an article shows reading time and related posts', async ({ page, request }) => {
    const headers = await bearer(request);
    const tag = `Browse Tag ${unique()}`;
    const tagSlug = tag.toLowerCase().replace(/ /g, '-');
    const posts = [];
    for (let i = 0; i < 10; i++)
      posts.push(await publish(request, headers, { title: `Tagged ${i} ${unique()}`, content: '<p>Body.</p>', tags: [tag] }));

    await page.goto(`/blogs/tag/${tagSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: `Posts tagged “${tag}”` })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(9);
    await page.getByRole('link', { name: 'Next →' }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/tag/${tagSlug}\\?page=2$`));
    await expect(page.getByRole('article')).toHaveCount(1);
    expect((await request.get(`/blogs/tag/${tagSlug}?page=3`)).status()).toBe(404);

    const feed = await request.get(`/blogs/tag/${tagSlug}/rss.xml`);
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    const xml = await feed.text();
    expect(xml).toContain(`<title>${posts[9]!.title}</title>`);
    expect(xml.match(/<item>/g)).toHaveLength(10);

    await page.goto(`/blogs/${posts[0]!.slug}`);
    await expect(page.locator('article header').getByText('1 min read')).toBeVisible();
    const related = page.getByRole('region', { name: 'Related posts' });
    await expect(related.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('link', { name: tag })).toHaveAttribute('href', `/blogs/tag/${tagSlug}`);
  });

  test("an author's page lists their posts", async ({ page, request }) => {
    const headers = await bearer(request);
    const post = await publish(request, headers, { title: `By the admin ${unique()}`, content: '<p>x</p>' });
    await page.goto(`/blogs/${post.slug}`);
    const href = await page.locator('article header a[href^="/blogs/author/"]').getAttribute('href');
    expect(href).toMatch(/^\/blogs\/author\/[a-z0-9-]+$/);
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1, name: /^Posts by / })).toBeVisible();
    await expect(page.getByRole('link', { name: post.title, exact: true })).toBeVisible();
    expect((await request.get(`${href}/rss.xml`)).status()).toBe(200);
  });
});

test('search, tag and author pages pass axe', async ({ page, request }) => {
  const headers = await bearer(request);
  const tag = `Axe Tag ${unique()}`;
  const post = await publish(request, headers, { title: `Axe ${unique()}`, content: '<p>Accessible words.</p>', tags: [tag] });
  await page.goto(`/blogs/${post.slug}`);
  const author = await page.locator('article header a[href^="/blogs/author/"]').getAttribute('href');
  for (const path of ['/blog?q=accessible', `/blogs/tag/${tag.toLowerCase().replace(/ /g, '-')}`, author!]) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
});
