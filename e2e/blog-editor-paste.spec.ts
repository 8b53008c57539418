import http from 'node:http';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, expect, test } from './fixtures';
import { allowHttpStatuses } from './staff-helpers';

/** The "other site" pasted HTML links images from; the server is allowed to reach it (playwright.config.ts). */
const IMAGE_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
let otherSite: http.Server;
const picture = (width: number, height: number, background = '#1d5cf1') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

test.beforeAll(async () => {
  const remote = await picture(520, 260, '#0f766e');
  otherSite = http.createServer((req, res) => {
    if (req.url === '/remote.png') res.writeHead(200, { 'content-type': 'image/png' }).end(remote);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => otherSite.listen(IMAGE_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => otherSite.close(() => resolve())));

async function bearer(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function openEditor(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(res.ok()).toBe(true);
  await page.goto('/blogs/new');
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  return editor;
}

/** A paste as the browser delivers it: a ClipboardEvent whose DataTransfer holds files or HTML. */
async function paste(page: Page, content: { pngBase64?: string; html?: string }) {
  await page.evaluate(({ pngBase64, html }) => {
    const dt = new DataTransfer();
    if (pngBase64) {
      const bytes = Uint8Array.from(atob(pngBase64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], 'pasted.png', { type: 'image/png' }));
    }
    if (html) dt.setData('text/html', html);
    document.querySelector('.ProseMirror')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  }, content);
}

const editorHtml = (page: Page) =>
  page.evaluate(() => (document.querySelector('.ProseMirror') as HTMLElement & { editor: { getHTML(): string } }).editor.getHTML());

const GDOCS_TABLE =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-e2e"><p dir="ltr"><span style="font-weight:700;">Prices</span></p>' +
  '<div dir="ltr" align="left"><table style="border:none"><colgroup><col width="200"><col width="200"></colgroup><tbody>' +
  '<tr><td><p dir="ltr"><span>Shop</span></p></td><td><p dir="ltr"><span>Price</span></p></td></tr>' +
  '<tr><td><p dir="ltr"><span>North</span></p></td><td><p dir="ltr"><span>12.50</span></p></td></tr></tbody></table></div></b>';

test('a pasted image file is uploaded and inserted; a pasted Google Docs table keeps its cells; both survive saving', async ({ page, request }) => {
  test.setTimeout(90_000);
  const editor = await openEditor(page);
  await paste(page, { html: '<p>Intro one</p><p>Intro two</p><p>Intro three</p>' });
  await paste(page, { pngBase64: (await picture(640, 320)).toString('base64') });
  const image = editor.locator('img[src*="/uploads/"]');
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute('width', '640');
  await expect(image).toHaveAttribute('height', '320');

  // The cursor after the image, as a writer carrying on would have it.
  await page.evaluate(() =>
    (document.querySelector('.ProseMirror') as HTMLElement & { editor: { commands: { focus(at: string): void } } }).editor.commands.focus('end'),
  );
  await paste(page, { html: GDOCS_TABLE });
  await expect(editor.locator('table td, table th')).toHaveCount(4);
  await expect(editor.locator('strong', { hasText: 'Prices' })).toBeVisible();

  // The alt field of the selected image.
  await image.click();
  await page.getByRole('textbox', { name: 'Alt text' }).fill('A blue banner');
  await page.getByRole('textbox', { name: 'Alt text' }).press('Enter');
  await expect(image).toHaveAttribute('alt', 'A blue banner');

  const title = `Pasted ${Math.random().toString(36).slice(2, 8)}`;
  const saved = await request.post('/api/blogs/new', {
    headers: await bearer(request),
    data: { title, content: await editorHtml(page), status: 'published' },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { slug } = (await saved.json()) as { slug: string };
  await page.goto(`/blogs/${slug}`);
  const article = page.locator('main');
  const stored = article.locator('img[alt="A blue banner"]');
  await expect(stored).toHaveAttribute('srcset', /\.w480\.webp 480w/);
  await expect(stored).toHaveAttribute('loading', 'lazy');
  await expect(stored).toHaveAttribute('width', '640');
  await expect(article.locator('table td, table th')).toHaveCount(4);
});

/** A Google Docs fragment as Docs puts it on the clipboard: its title, an embedded picture, a link through Google's redirect. */
const gdocsFragment = (pngBase64: string, docTitle: string) =>
  `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-embed">` +
  `<p dir="ltr" class="title"><span style="font-size:26pt;">${docTitle}</span></p>` +
  `<p dir="ltr"><span>See the </span><a href="https://www.google.com/url?q=https://example.com/pricing?plan%3Dpro&amp;sa=D&amp;source=editors&amp;ust=1700000000000000&amp;usg=AOvVaw0"><span>pricing page</span></a></p>` +
  `<p dir="ltr"><span><img src="data:image/png;base64,${pngBase64}" width="410" height="205" alt="Embedded chart"></span></p>` +
  `<h1 dir="ltr"><span>Findings</span></h1><p dir="ltr"><span>Text under the heading.</span></p></b>`;

test('a pasted Google Docs fragment: its embedded image is uploaded, its title is no second H1, Google’s redirect link is unwrapped', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Docs paste ${Math.random().toString(36).slice(2, 8)}`;
  const res = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(res.ok()).toBe(true);
  await page.goto('/blogs/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/uploads/.test(r.url())) sent.push(new URL(r.url()).pathname);
  });

  // Docs' title equals the post's: dropped. Its other H1 ("Findings") becomes an H2.
  await paste(page, { html: gdocsFragment((await picture(820, 410, '#b45309')).toString('base64'), title) });
  const image = editor.locator('img[alt="Embedded chart"]');
  await expect(image).toHaveAttribute('src', /\/uploads\//);
  // The stored image's own size (Docs' width and height were those it was shown at).
  await expect(image).toHaveAttribute('width', '820');
  await expect(editor.locator('img[data-fetch-src]')).toHaveCount(0);
  // Sent as a file through the upload, not to the remote copier (which refuses data: addresses).
  expect(sent).toEqual(['/api/uploads']);
  await expect(editor.locator('h1')).toHaveCount(0);
  await expect(editor.locator('h2')).toHaveText(['Findings']);
  await expect(editor.getByText(title)).toHaveCount(0);
  await expect(editor.getByRole('link', { name: 'pricing page' })).toHaveAttribute('href', 'https://example.com/pricing?plan=pro');
  const html = await editorHtml(page);
  expect(html).not.toContain('base64');
  expect(html).not.toContain('google.com/url');

  const saved = await request.post('/api/blogs/new', {
    headers: await bearer(request),
    data: { title, content: html, status: 'published' },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { slug } = (await saved.json()) as { slug: string };
  await page.goto(`/blogs/${slug}`);
  // The post's title is the article's one H1.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('main img[alt="Embedded chart"]')).toHaveAttribute('srcset', /\.w480\.webp 480w/);
});

test('a dropped image file is inserted; another site’s pasted image is copied, an unreachable one removed with a notice', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const editor = await openEditor(page);
  const pngBase64 = (await picture(300, 200)).toString('base64');
  await page.evaluate((data) => {
    const dt = new DataTransfer();
    dt.items.add(new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], 'dropped.png', { type: 'image/png' }));
    const target = document.querySelector('.ProseMirror')!;
    const box = target.getBoundingClientRect();
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true, clientX: box.left + 10, clientY: box.top + 10 }));
  }, pngBase64);
  await expect(editor.locator('img[src*="/uploads/"][width="300"]')).toHaveCount(1);

  await paste(page, { html: `<p>From elsewhere</p><img src="http://127.0.0.1:${IMAGE_PORT}/remote.png" alt="remote">` });
  await expect(editor.locator('img[alt="remote"][src*="/uploads/"]')).toHaveCount(1);
  await expect(editor.locator('img[data-fetch-src]')).toHaveCount(0);
  expect(await editorHtml(page)).not.toContain(`127.0.0.1:${IMAGE_PORT}`);

  await paste(page, { html: '<p>Broken</p><img src="http://127.0.0.1:9/gone.png" alt="gone">' });
  await expect(page.getByRole('status').filter({ hasText: '1 image could not be copied and was removed: 127.0.0.1:9/gone.png' })).toBeVisible();
  await expect(editor.locator('img[alt="gone"]')).toHaveCount(0);
  // The copier's refusal (400) is logged by Chromium; it is the expected answer here.
  allowHttpStatuses(consoleErrors, 400);
});

test('a pasted image file shows "Uploading image…" until it is stored; a failed upload removes it with a toast', async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  const editor = await openEditor(page);
  await paste(page, { html: '<p>Before the picture</p>' });
  // The first upload waits until the test lets it through; the second fails.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let uploads = 0;
  await page.route('**/api/uploads', async (route) => {
    uploads += 1;
    if (uploads === 1) {
      await held;
      await route.continue();
    } else await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Disk full"}' });
  });

  await paste(page, { pngBase64: (await picture(320, 160)).toString('base64') });
  const placeholder = editor.getByRole('status').filter({ hasText: 'Uploading image…' });
  await expect(placeholder).toBeVisible();
  const stored = editor.locator('img[src*="/uploads/"]');
  await expect(stored).toHaveCount(0);
  release();
  await expect(stored).toHaveCount(1);
  await expect(placeholder).toHaveCount(0);
  expect(await editorHtml(page)).not.toContain('Uploading image');

  await paste(page, { pngBase64: (await picture(300, 150)).toString('base64') });
  await expect(page.getByText('pasted.png could not be uploaded and was removed.').first()).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  await expect(stored).toHaveCount(1);
  allowHttpStatuses(consoleErrors, 500);
});
