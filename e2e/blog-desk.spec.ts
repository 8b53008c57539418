import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures';
import { allowHttpStatuses } from './staff-helpers';

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

/** Waits until the editor is hydrated (its toolbar works only then). */
async function editorReady(page: Page) {
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bold', exact: true })).toBeEnabled();
}

test('Save draft keeps the post private; its preview link works in a fresh context (noindex, no-store); Ctrl+S saves; Publish stays in the editor', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page);
  const title = `Desk draft ${unique()}`;
  await page.goto('/blogs/new');
  await editorReady(page);
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Only reviewers should read this yet.');
  await page.getByRole('button', { name: 'Save draft' }).click();

  await page.waitForURL(/\/blogs\/edit\/[0-9a-f-]+$/);
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  await expect(page.getByTestId('post-state')).toContainText('Draft');
  const id = new URL(page.url()).pathname.split('/').pop()!;

  // Visitors do not see a draft.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await visitor.request.get(`/api/blogs/${id}`)).status()).toBe(404);

  // Preview: a link anyone holding it can open, never cached, not for search engines.
  await editorReady(page);
  await page.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview' });
  const link = dialog.getByRole('textbox', { name: 'Preview link' });
  await expect(link).toHaveValue(/\/blogs\/preview\/[A-Za-z0-9_-]+$/);
  const url = new URL(await link.inputValue());
  const reader = await visitor.newPage();
  const res = await reader.goto(url.pathname);
  expect(res?.status()).toBe(200);
  expect(res?.headers()['cache-control']).toContain('no-store');
  await expect(reader.getByText('Only reviewers should read this yet.')).toBeVisible();
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // Ctrl+S on a draft saves it as a draft: its own toast, once the first save's has gone (two at once,
  // one leaving, failed the check on CI).
  await expect(page.getByText('Draft saved', { exact: true })).toHaveCount(0);
  await page.getByLabel('Title').fill(`${title} (ctrl)`);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();

  // Publish: still the editor, with a toast linking to the post.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View post' })).toHaveAttribute('href', /^\/blogs\/desk-draft-/);
  expect(new URL(page.url()).pathname).toBe(`/blogs/edit/${id}`);
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
  expect((await visitor.request.get(`/api/blogs/${id}`)).status()).toBe(200);
  await visitor.close();
});

test('leaving with unsaved text asks: Stay keeps it, Leave goes; a reload or closing the tab asks too', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/blogs/new');
  await editorReady(page);
  await page.getByLabel('Title').fill('Half a thought');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Blogs' }).first().click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/blogs\/new$/);
  await expect(page.getByLabel('Title')).toHaveValue('Half a thought');

  // The browser's own question on leaving the page (beforeunload).
  const asked = page.waitForEvent('dialog');
  void page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  expect(page.isClosed()).toBe(false);

  await nav.getByRole('link', { name: 'Blogs' }).first().click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
});

test('autosave survives a reload: a published post keeps its public text until Update', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const headers = await bearer(request);
  const title = `Live post ${unique()}`;
  const created = await request.post('/api/blogs/new', { headers, data: { title, content: '<p>Public text.</p>', status: 'published' } });
  expect(created.status()).toBe(201);
  const { _id, slug } = (await created.json()) as { _id: string; slug: string };

  await signInByApi(page);
  await page.goto(`/blogs/edit/${_id}`);
  await editorReady(page);
  await page.getByLabel('Title').fill(`${title} (draft of a change)`);
  await expect(page.getByTestId('autosave-status')).toHaveText(/^Saved \d{2}:\d{2}$/, { timeout: 20_000 });

  await page.reload();
  await editorReady(page);
  await expect(page.getByLabel('Title')).toHaveValue(`${title} (draft of a change)`);
  await expect(page.getByText(/Unsaved changes from .* were restored/)).toBeVisible();

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const reader = await visitor.newPage();
  await reader.goto(`/blogs/${slug}`);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Updated', { exact: true })).toBeVisible();
  await reader.goto(`/blogs/${slug}`);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`${title} (draft of a change)`);
  await visitor.close();
});

test('a stale Update opens the conflict dialog naming the other writer; the text stays; Keep mine saves', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const headers = await bearer(request);
  const title = `Shared post ${unique()}`;
  const created = await request.post('/api/blogs/new', { headers, data: { title, content: '<p>Start.</p>', status: 'published' } });
  const { _id, version } = (await created.json()) as { _id: string; version: number };

  await signInByApi(page);
  await page.goto(`/blogs/edit/${_id}`);
  await editorReady(page);
  // Someone else saves first.
  const other = await request.put(`/api/blogs/${_id}`, { headers, data: { title: `${title} (theirs)`, content: '<p>Theirs.</p>', version } });
  expect(other.status()).toBe(200);

  await page.getByLabel('Title').fill(`${title} (mine)`);
  await page.getByRole('button', { name: 'Update' }).click();
  const dialog = page.getByRole('dialog', { name: 'Someone else saved this post' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('conflict-who')).toContainText('saved this post at');
  await expect(page.getByLabel('Title')).toHaveValue(`${title} (mine)`);
  await dialog.getByRole('button', { name: 'Compare' }).click();
  // Word by word: their title's word struck on one side, mine added on the other.
  await expect(dialog.getByRole('table')).toContainText('theirs');
  await expect(dialog.getByRole('table')).toContainText('mine');
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(page.getByText('Updated', { exact: true })).toBeVisible();
  const after = (await (await request.get(`/api/blogs/${_id}`, { headers })).json()) as { title: string };
  expect(after.title).toBe(`${title} (mine)`);
  // The refused save's 409 is logged by the browser.
  allowHttpStatuses(consoleErrors, 409);
});

test('a new post is kept in this tab before its first save: a reload brings back its title and body; Leave drops it', async ({ page }) => {
  test.setTimeout(60_000);
  await signInByApi(page);
  await page.goto('/blogs/new');
  await editorReady(page);
  const title = `Not lost ${unique()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('A first paragraph nobody has saved yet.');
  await expect(page.getByTestId('autosave-status')).toHaveText('Not saved yet — kept in this tab', { timeout: 10_000 });

  // Nothing is on the server yet, so the reload still asks: the writer goes ahead.
  page.on('dialog', (question) => void question.accept());
  await page.reload();
  await editorReady(page);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Content' })).toContainText('A first paragraph nobody has saved yet.');
  await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible();

  // A second reload before any save finds it again.
  await page.reload();
  await editorReady(page);
  await expect(page.getByLabel('Title')).toHaveValue(title);

  // Leaving on purpose drops it: the next new post starts empty.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blogs' }).first().click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await page.goto('/blogs/new');
  await editorReady(page);
  await expect(page.getByLabel('Title')).toHaveValue('');
});
