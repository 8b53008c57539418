import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminBearer } from './staff-helpers';

// Issue 27: a draft and a scheduled post are invisible to visitors on every public page, as the
// built site serves them (test/api/blog-visibility.test.ts covers the API's answers).

const unique = () => Math.random().toString(36).slice(2, 8);

interface Created {
  _id: string;
  slug: string;
  title: string;
  authorSlug: string | null;
}

async function create(request: APIRequestContext, headers: Record<string, string>, payload: object): Promise<Created> {
  const res = await request.post('/api/blogs/new', { headers, data: payload });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Created;
}

/** The page's text as a visitor's browser shows it (a 200), to look for titles in. */
async function visibleText(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  return page.locator('main').innerText();
}

test.use({ javaScriptEnabled: false });

test('a draft and a scheduled post are on no public page: /blog, their address, the home teaser, feeds, sitemap, tag, author and search', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await adminBearer(request);
  const run = unique();
  const word = `quillwort${run}`;
  const tag = `Visibility ${run}`;
  const tagSlug = `visibility-${run}`;
  const body = (label: string) => ({ content: `<p>${label} mentions ${word}.</p>`, tags: [tag] });
  // The published post is written first: drafts that leaked would be newer, so first on every list.
  const shown = await create(request, headers, { title: `Shown post ${run}`, ...body('The public one'), status: 'published' });
  const draft = await create(request, headers, { title: `Hidden draft ${run}`, ...body('The draft'), status: 'draft' });
  const scheduled = await create(request, headers, {
    title: `Hidden scheduled ${run}`,
    ...body('The scheduled one'),
    status: 'scheduled',
    publishAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
  });
  const hidden = [draft, scheduled];
  expect(shown.authorSlug).toBeTruthy();

  const pages = {
    '/blog': await visibleText(page, '/blog'),
    '/ (teaser)': await visibleText(page, '/'),
    [`/blogs/tag/${tagSlug}`]: await visibleText(page, `/blogs/tag/${tagSlug}`),
    [`/blogs/author/${shown.authorSlug}`]: await visibleText(page, `/blogs/author/${shown.authorSlug}`),
    [`/blog?q=${word}`]: await visibleText(page, `/blog?q=${word}`),
  };
  for (const [path, text] of Object.entries(pages)) {
    expect(text, path).toContain(shown.title);
    for (const post of hidden) expect(text, path).not.toContain(post.title);
  }
  await expect(page.getByRole('heading', { name: `1 result for “${word}”` })).toBeVisible();

  for (const post of hidden) {
    const res = await page.goto(`/blogs/${post.slug}`);
    expect(res?.status(), post.title).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog not found');
    expect(await page.content()).not.toContain(post.title);
  }

  for (const feed of ['/rss.xml', `/blogs/tag/${tagSlug}/rss.xml`, `/blogs/author/${shown.authorSlug}/rss.xml`]) {
    const res = await page.request.get(feed);
    expect(res.status(), feed).toBe(200);
    const xml = await res.text();
    expect(xml, feed).toContain(shown.title);
    for (const post of hidden) expect(xml, feed).not.toContain(post.title);
  }

  // The sitemap is rebuilt after each write: wait for the published post, then look for the others.
  await expect.poll(async () => (await page.request.get('/sitemap.xml')).text(), { timeout: 15_000 }).toContain(`/blogs/${shown.slug}<`);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const post of hidden) expect(sitemap).not.toContain(`/blogs/${post.slug}<`);
});
