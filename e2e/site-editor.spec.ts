import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { adminBearer, allowHttpStatuses, TINY_PNG, unique } from './staff-helpers';

test.slow();

interface Item {
  _id: string;
  name: string;
  version: number;
  data: Record<string, unknown>;
}

const testimonial = (name: string, quote: string) => ({
  quote,
  name,
  role: 'Head of data',
  company: 'E2E Ltd',
  photo: null,
  logo: null,
  rating: 5,
  date: null,
  permission: { granted: true, by: name, on: '2026-11-01', note: '' },
});

/** The home page's HTML as a visitor gets it (through the page cache), or with a preview link's query. */
async function homeHtml(request: APIRequestContext, search = ''): Promise<string> {
  const res = await request.get(`/${search}`);
  expect(res.status()).toBe(200);
  return res.text();
}

/** What a visitor's page reads of the testimonials (published only; a preview token adds its item). */
async function publicQuotes(request: APIRequestContext, preview?: string): Promise<string[]> {
  const res = await request.get(`/api/content/testimonials${preview ? `?preview=${preview}` : ''}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Item[]).map((i) => String(i.data.quote));
}

async function editorReady(page: Page) {
  await expect(page.locator('form[data-hydrated]')).toBeVisible();
}

test('a draft testimonial stays off the site, its preview link shows it, Publish puts it live', async ({ page, request, browser }) => {
  const name = unique('Dana');
  const quote = `They delivered every feed on time (${name}).`;
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Site' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible();
  await page.getByRole('link', { name: 'Testimonials' }).click();
  await page.getByRole('link', { name: 'New item' }).click();
  await editorReady(page);

  // The schema's messages, before anything is sent.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('The quote is required')).toBeVisible();
  await expect(page.getByText('Record the client’s permission to publish')).toBeVisible();

  await page.getByRole('textbox', { name: 'Quote', exact: true }).fill(quote);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('E2E Ltd');
  const permission = page.getByRole('group', { name: 'Permission' });
  await permission.getByLabel('Granted').check();
  await permission.getByRole('textbox', { name: 'By', exact: true }).fill(name);
  await permission.getByLabel('On').fill('2026-11-01');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/site\/testimonials\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  expect(await publicQuotes(request)).not.toContain(quote);
  expect(await homeHtml(request)).not.toContain(quote);

  // The preview link: its page's content reads show the draft to anyone holding it.
  await page.getByRole('button', { name: 'Preview link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview link' });
  const link = dialog.getByRole('textbox', { name: 'Preview link' });
  await expect(link).toHaveValue(/\?preview=/);
  const url = new URL(await link.inputValue());
  const token = url.searchParams.get('preview') ?? '';
  expect(url.pathname).toBe('/');
  expect(await publicQuotes(request, token)).toContain(quote);
  const visitor = await browser.newContext();
  const previewed = await visitor.request.get(`/api/content-previews/${token}`);
  expect(previewed.ok()).toBe(true);
  expect(((await previewed.json()) as { item: Item }).item.data.quote).toBe(quote);
  const previewPage = await visitor.request.get(`${url.pathname}${url.search}`);
  expect(previewPage.status()).toBe(200);
  // The home page's testimonials carousel, with the previewed draft in it; the plain page still without it.
  expect(await previewPage.text()).toContain(quote);
  expect(await homeHtml(request)).not.toContain(quote);
  await visitor.close();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: visitors see it now')).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect.poll(() => publicQuotes(request), { timeout: 2_000 }).toContain(quote);
  // The home page shows it within 2 s of Publish, with no restart (the page cache drops the pages reading testimonials).
  await expect.poll(() => homeHtml(request), { timeout: 2_000 }).toContain(quote);

  // A published item's next save waits as a change to publish; visitors keep the live text.
  await page.getByRole('textbox', { name: 'Quote', exact: true }).fill(`${quote} Again.`);
  await page.getByRole('button', { name: 'Save changes as draft' }).click();
  await expect(page.getByText('Changes saved: not live until you publish them')).toBeVisible();
  await expect(page.getByText('Published with changes')).toBeVisible();
  expect(await publicQuotes(request)).toContain(quote);
  await expectNoAxeViolations(page);

  // Revisions: the first draft restored becomes the change to publish.
  await page.getByRole('link', { name: 'Revisions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Revisions:/ })).toBeVisible();
  await page
    .getByRole('link', { name: /^Draft saved by/ })
    .last()
    .click();
  await expect(page.getByRole('textbox', { name: 'Quote', exact: true })).toHaveValue(quote);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Restore this revision' }).click();
  await expect(page.getByText('Restored into the changes to publish')).toBeVisible();
  await editorReady(page);
  await expect(page.getByRole('textbox', { name: 'Quote', exact: true })).toHaveValue(quote);
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByText('Changes discarded')).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
});

test('a save on a version someone else changed meanwhile says who, and keeps the text in the form', async ({ page, request, consoleErrors }) => {
  const auth = await adminBearer(request);
  const name = unique('Conflict');
  const created = await request.post('/api/content/testimonials', { headers: auth, data: { data: testimonial(name, 'First words.') } });
  expect(created.status(), await created.text()).toBe(201);
  const item = (await created.json()) as Item;

  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/admin/site/testimonials/${item._id}`);
  await editorReady(page);
  const theirs = await request.put(`/api/content/testimonials/${item._id}`, {
    headers: auth,
    data: { data: testimonial(name, 'Their words.'), version: item.version },
  });
  expect(theirs.ok()).toBe(true);

  await page.getByRole('textbox', { name: 'Quote', exact: true }).fill('My words.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('conflict-who')).toContainText(/^Changed by .+\. Your changes were not saved/);
  await expect(page.getByRole('textbox', { name: 'Quote', exact: true })).toHaveValue('My words.');
  allowHttpStatuses(consoleErrors, 409);
  await page.getByRole('button', { name: 'Load their version' }).click();
  await expect(page.getByRole('textbox', { name: 'Quote', exact: true })).toHaveValue('Their words.');
  await expect(page.getByTestId('conflict-who')).toBeHidden();
});

test('items are reordered from the keyboard, and the order is the site’s', async ({ page, request }) => {
  const auth = await adminBearer(request);
  const names = [unique('First'), unique('Second')];
  for (const n of names) {
    const res = await request.post('/api/content/testimonials', { headers: auth, data: { data: testimonial(n, `Words of ${n}.`) } });
    expect(res.status(), await res.text()).toBe(201);
  }
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/site/testimonials');
  await expect(page.locator('ol[data-hydrated]')).toBeVisible();
  const rows = page.locator('ol[data-hydrated] > li');
  const first = rows.filter({ hasText: names[0] });
  await first.getByRole('button', { name: new RegExp(`^Move down: ${names[0]}`) }).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByRole('status').filter({ hasText: `Moved ‘${names[0]}` })).toBeAttached();
  await expect
    .poll(async () => {
      const res = await request.get('/api/content/testimonials', { headers: auth });
      const order = ((await res.json()) as Item[]).map((i) => i.name);
      return order.findIndex((n) => n.startsWith(names[0]!)) > order.findIndex((n) => n.startsWith(names[1]!));
    })
    .toBe(true);
  await expectNoAxeViolations(page);
});

test('a client logo needs its picture and the picture’s alt text', async ({ page }) => {
  const name = unique('Logo');
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/site/logos/new');
  await editorReady(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Choose an image')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.locator('form img')).toHaveAttribute('src', /\S+/);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Describe the image for people who cannot see it')).toBeVisible();
  await page.getByLabel('Alt text').fill(`${name} logo`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: visitors see it now')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a FAQ answer is written in the writer’s desk editor and published as its HTML', async ({ page, request }) => {
  const question = `${unique('Who owns the data')}?`;
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/site/faq/new');
  await editorReady(page);
  await page.getByRole('textbox', { name: 'Group', exact: true }).fill('Data');
  await page.getByRole('textbox', { name: 'Question', exact: true }).fill(question);
  const answer = page.getByRole('textbox', { name: 'Answer' });
  await expect(answer).toBeVisible();
  await answer.click();
  await page.keyboard.type('You do, from the first delivery.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: visitors see it now')).toBeVisible();
  const res = await request.get('/api/content/faq');
  const published = ((await res.json()) as Item[]).find((i) => i.data.question === question);
  expect(published?.data.answer).toContain('You do, from the first delivery.');
});
