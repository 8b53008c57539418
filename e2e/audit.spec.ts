import { request as playwrightRequest } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { allowHttpStatuses, unique } from './staff-helpers';

test.slow();

test('an admin reads the audit log from the navigation, filters it by action and who; an editor is refused', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const api = await playwrightRequest.newContext({ baseURL });
  const { token } = (await (await api.post('/api/auth/login', { data: ADMIN })).json()) as { token: string };
  const email = `${unique('audit')}@e2e.test`;
  const password = 'seven lanterns 27';
  const created = await api.post('/api/admin/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Audit Tester', email, password, role: 'user' },
  });
  expect(created.status()).toBe(201);
  expect((await api.post('/api/auth/login', { data: { email, password: 'not the password' } })).status()).toBe(401);

  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log, newest first' });
  await expect(table.getByRole('row').filter({ hasText: 'User created' }).filter({ hasText: email }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const filters = page.getByRole('search', { name: 'Filter the audit log' });
  await filters.getByLabel('Action').selectOption({ label: 'Sign-in failed' });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/action=auth\.sign_in_failed/);
  const failed = table.getByRole('row').filter({ hasText: email });
  await expect(failed.first()).toContainText('Nobody signed in');
  await expect(table).not.toContainText('User created');

  await filters.getByLabel('Action').selectOption({ label: 'Any action' });
  await filters.getByLabel('Who (email or user id)').fill(ADMIN.email);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Signed in' }).first()).toBeVisible();
  await expect(table).not.toContainText('Sign-in failed');
  await expectNoAxeViolations(page);

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signIn(editor, email, password);
  await expect(editor).toHaveURL(/\/dashboard$/);
  await expect(editor.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await editor.goto('/admin/audit');
  await expect(editor.getByRole('alert')).toHaveText('You do not have permission to read the audit log. Only administrators can.');
  await editorContext.close();
  await api.dispose();
  allowHttpStatuses(consoleErrors, 401, 403);
});
