import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from './axe';
import { ADMIN, expect, test } from './fixtures';

const unique = () => Math.random().toString(36).slice(2, 8);

/** Puts the admin's session cookie into the browser context (the login screen is tested elsewhere). */
async function signInByApi(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(res.ok()).toBe(true);
}

async function bearer(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

const png = () =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: '#1d5cf1' } })
    .png()
    .toBuffer();

test('staff write, publish, edit and delete a post; visitors see it on /blog, the sitemap and the feed', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByApi(page);
  const title = `Scraping pipelines ${unique()}`;

  await page.goto('/blogs/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Blog Post' })).toBeVisible();
  await page.getByLabel('Title').fill(title);

  // Formatting through the toolbar: a heading, bold text and a bullet list.
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.getByLabel('Text style').selectOption({ label: 'Heading 2' });
  await page.keyboard.type('Why pipelines break');
  await page.keyboard.press('Enter');
  const bold = page.getByRole('button', { name: 'Bold', exact: true });
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Selectors drift');
  await bold.click();
  await page.keyboard.type(' when sites change.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bullet list' }).click();
  await page.keyboard.type('Monitor every run');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Alert on empty results');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // The toolbar's image button uploads through the same endpoint and inserts the picture.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Image', exact: true }).click();
  await (await chooser).setFiles({ name: 'inline.png', mimeType: 'image/png', buffer: await png() });
  await expect(editor.locator('img')).toHaveAttribute('src', /\/uploads\/.+\.png$/);

  await page.getByLabel('Tags').fill('scraping, monitoring , ');

  // A wrong file type is refused in the browser, with SPEC's message.
  const picker = page.getByLabel('Upload featured image');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Invalid file type. Please choose a valid image file.')).toBeVisible();
  await picker.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png() });
  await expect(page.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute('src', /\/uploads\/.+\.png$/);
  await expect(page.getByText('Invalid file type. Please choose a valid image file.')).toBeHidden();

  // Publish stays in the editor (decision 048) with a toast whose View post link opens the article.
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.waitForURL(/\/blogs\/edit\/[0-9a-f-]+$/);
  const view = page.getByRole('link', { name: 'View post' });
  await expect(view).toHaveAttribute('href', /^\/blogs\/scraping-pipelines-[a-z0-9-]+$/);
  const articlePath = (await view.getAttribute('href'))!;
  await expect(page.getByTestId('post-state')).toContainText('Published');
  await page.goto(articlePath);

  // The article as published.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const content = page.locator('article');
  // The title is the page's one h1: a post's h1 becomes h2, its other headings keep their level.
  await expect(content.getByRole('heading', { level: 2, name: 'Why pipelines break' })).toBeVisible();
  await expect(content.locator('strong', { hasText: 'Selectors drift' })).toBeVisible();
  await expect(content.locator('ul:not([aria-labelledby]) > li')).toHaveText(['Monitor every run', 'Alert on empty results']);
  await expect(content.getByRole('img', { name: `Featured image: ${title}` })).toBeVisible();
  await expect(content.getByRole('list', { name: 'Tags:' }).getByRole('listitem')).toHaveText(['scraping', 'monitoring']);
  await expect(content.locator('div > img[src^="/uploads/"]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: '← Back to all posts' })).toHaveAttribute('href', '/blog');
  const featured = await content.getByRole('img', { name: `Featured image: ${title}` }).getAttribute('src');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^https?://[^/]+${featured}$`));

  // Visitors: /blog, the sitemap and the feed.
  const visitor = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const anon = await visitor.newPage();
  await anon.goto('/blog');
  const card = anon.getByRole('article').filter({ hasText: title });
  await expect(card.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', articlePath);
  await expect(card.getByRole('link', { name: `Read More about ${title}` })).toHaveAttribute('href', articlePath);
  const sitemap = await anon.request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain(`${articlePath}</loc><lastmod>`);
  const rss = await anon.request.get('/rss.xml');
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  expect(await rss.text()).toContain(`<title>${title}</title>`);

  // Anonymous article views come from the page cache: the same bytes each time, no nonce anywhere
  // (the structured data is a data block; the page's inline script and style are allowed by hash).
  const bodies: string[] = [];
  for (let i = 0; i < 2; i++) {
    const r = await anon.request.get(articlePath);
    expect(r.headers()['content-security-policy']).not.toContain("'nonce-");
    const html = await r.text();
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).not.toMatch(/\bnonce=/);
    if (i === 1) expect(r.headers()['x-page-cache']).toBe('hit');
    bodies.push(html);
  }
  expect(bodies[1]).toBe(bodies[0]);

  // Edit from the staff list: prefilled, the slug stays.
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();
  const staffCard = page.getByRole('article').filter({ hasText: title });
  await staffCard.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Tags')).toHaveValue('scraping, monitoring');
  await expect(page.getByRole('textbox', { name: 'Content' }).locator('h2')).toHaveText('Why pipelines break');
  await page.getByLabel('Title').fill(`${title} (revised)`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Updated', { exact: true })).toBeVisible();
  await page.goto(articlePath);
  await expect(page.getByRole('heading', { level: 1, name: `${title} (revised)` })).toBeVisible();
  // The page cache was cleared by the edit: a visitor sees the new title at once.
  await anon.goto(articlePath);
  await expect(anon.getByRole('heading', { level: 1 })).toHaveText(`${title} (revised)`);

  // Delete with confirmation; Escape cancels first.
  await page.goto('/blogs');
  const revised = page.getByRole('article').filter({ hasText: `${title} (revised)` });
  await revised.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(revised).toBeVisible();
  await revised.getByRole('button', { name: /^Delete/ }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(revised).toHaveCount(0);
  const gone = await anon.goto(articlePath);
  expect(gone?.status()).toBe(404);
  await expect(anon.getByRole('heading', { level: 1, name: 'Blog not found' })).toBeVisible();
  await visitor.close();
});

test('the article is complete without JavaScript: content, tags, meta, structured data; unknown slugs answer 404', async ({ browser, request }) => {
  const headers = await bearer(request);
  const title = `No-JS reading ${unique()}`;
  const created = await request.post('/api/blogs/new', {
    headers,
    data: { title, content: '<h1>Plain HTML</h1><p>Readable <em>without</em> scripts.</p>', tags: ['legacy, shape ', 'clean'], isPublished: true },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const res = await page.goto(`/blogs/${slug}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 2, name: 'Plain HTML' })).toBeVisible();
  await expect(page.locator('article em')).toHaveText('without');
  await expect(page.locator('article time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expect(page.getByText('Tags:')).toBeVisible();
  await expect(page.locator('ul[aria-labelledby="post-tags-label"] > li')).toHaveText(['legacy', 'shape', 'clean']);
  await expect(page).toHaveTitle(`${title} | DataLoom Solutions`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Plain HTML Readable without scripts/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blogs/${slug}$`));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
  expect(blocks).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', headline: title }));
  expect(await page.locator('h1').count()).toBe(1);

  const missing = await page.goto('/blogs/no-such-post-here');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog not found' })).toBeVisible();
  await context.close();
});

test('/blog paginates 9 per page with rel links, and an out-of-range page is a 404', async ({ page, request }) => {
  const headers = await bearer(request);
  const { total } = { total: Number((await request.get('/api/blogs')).headers()['x-total-count']) };
  // Enough posts for a second page.
  for (let i = total; i < 10; i++) {
    const r = await request.post('/api/blogs/new', { headers, data: { title: `Pagination filler ${i} ${unique()}`, content: '<p>Filler</p>' } });
    expect(r.status()).toBe(201);
  }
  const count = Number((await request.get('/api/blogs')).headers()['x-total-count']);
  const pages = Math.ceil(count / 9);
  await page.goto('/blog');
  await expect(page.locator('main article')).toHaveCount(9);
  const nav = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Next →' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: '← Previous' })).toHaveAttribute('rel', 'prev');
  const beyond = await page.goto(`/blog?page=${pages + 1}`);
  expect(beyond?.status()).toBe(404);
});

test('the editor code loads only on the create and edit screens', async ({ page, request }) => {
  const headers = await bearer(request);
  const created = await request.post('/api/blogs/new', { headers, data: { title: `Bundle check ${unique()}`, content: '<p>x</p>' } });
  const { slug, _id } = (await created.json()) as { slug: string; _id: string };

  async function scriptsOf(path: string) {
    const urls = new Set<string>();
    const listener = (r: { url(): string; request(): { resourceType(): string } }) => {
      if (r.request().resourceType() === 'script' || r.url().endsWith('.js')) urls.add(r.url());
    };
    page.on('response', listener);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('response', listener);
    const bodies = await Promise.all([...urls].map(async (u) => (await page.request.get(u)).text()));
    return bodies.join('\n');
  }
  // ProseMirror's class name is in every build of the editor.
  for (const path of ['/blog', `/blogs/${slug}`]) expect(await scriptsOf(path), path).not.toContain('ProseMirror');
  await signInByApi(page);
  // Staff screens load the router and their own chunks, but not the editor's.
  for (const path of ['/blogs', '/dashboard']) expect(await scriptsOf(path), path).not.toContain('ProseMirror');
  expect(await scriptsOf('/blogs/new')).toContain('ProseMirror');
  expect(await scriptsOf(`/blogs/edit/${_id}`)).toContain('ProseMirror');
});

test('blog screens pass axe (WCAG 2 A/AA) inside <main>', async ({ page, request }) => {
  const headers = await bearer(request);
  const created = await request.post('/api/blogs/new', {
    headers,
    data: {
      title: `Accessible post ${unique()}`,
      content: '<h2>Part</h2><p>Text with <a href="https://example.com">a link</a>.</p>',
      tags: ['a11y'],
    },
  });
  const { slug, _id } = (await created.json()) as { slug: string; _id: string };
  const check = async (path: string, ready: string) => {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    expect(await axeViolations(page, 'main'), path).toEqual([]);
  };
  await check('/blog', 'Read More');
  await check(`/blogs/${slug}`, 'Tags:');
  await signInByApi(page);
  await check('/blogs', 'Add New Blog');
  await check('/blogs/new', 'Save draft');
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
  await check(`/blogs/edit/${_id}`, 'Post settings');
});
