import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './axe';

// Issue 29, point 7: an admin creates a key on the staff screen (shown once), an integration uses it
// within its scope and is refused outside it, its last use shows, and once revoked it stops working.
test('an admin creates an API key, sees it once, the key works within its scope, shows its last use, and stops when revoked', async ({
  page,
  request,
}) => {
  const name = `E2E key ${Date.now()}`;
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'API keys' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();

  const form = page.getByRole('form', { name: 'New API key' });
  // The contract's message at the empty name, before anything is sent (decision 015).
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('name is required');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel(/Read leads/).check();
  await form.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  const key = (await shown.getByLabel('Your new API key').innerText()).trim();
  expect(key).toMatch(/^dk_[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(page);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toHaveCount(0);

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('leads:read');
  await expect(row).toContainText('Never');
  await expect(row).toContainText(key.slice(0, 7));
  await expect(row).not.toContainText(key.slice(7));

  const bearer = { authorization: `Bearer ${key}` };
  expect((await request.get('/api/contacts', { headers: bearer })).status()).toBe(200);
  const refused = await request.get('/api/subscriptions', { headers: bearer });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe('This API key does not have the subscribers:read scope');

  await page.reload();
  await expect(row).not.toContainText('Never');
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this API key?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`Revoked the key "${name}"`)).toBeVisible();
  await expect(row).toContainText('Revoked');
  expect((await request.get('/api/contacts', { headers: bearer })).status()).toBe(401);
  await expectNoAxeViolations(page);
});

test('/api/reference shows the API and the webhook events, loading nothing from another origin', async ({ page, baseURL }) => {
  const origins = new Set<string>();
  page.on('request', (r) => {
    if (!r.url().startsWith('data:')) origins.add(new URL(r.url()).origin);
  });
  await page.goto('/api/reference');
  // Swagger UI draws the page from a 1.7 MB script: at load 11 on two cores it took over 7 s.
  await expect(page.getByRole('heading', { name: /Website API/ })).toBeVisible({ timeout: 30_000 });
  // Every section is listed, closed; opening one shows its operations.
  const doc = (await (await page.request.get('/api/docs')).json()) as { paths: Record<string, Record<string, { tags?: string[] }>> };
  const tags = new Set(Object.values(doc.paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags ?? [])));
  await expect(page.locator('h3.opblock-tag')).toHaveCount(tags.size);
  await page.locator('#operations-tag-contacts').click();
  await expect(page.getByText('/api/contacts').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Webhooks', exact: true })).toBeVisible();
  await expect(page.getByText('lead.created').first()).toBeVisible();
  expect([...origins]).toEqual([new URL(baseURL!).origin]);
});
