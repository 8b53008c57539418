import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { adminApi } from './lead-desk-helpers';
import { unique } from './staff-helpers';

async function openUsers(page: Page) {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
}

test("the admin edits a colleague's role: their navigation changes at their next page load", async ({ page, browser, baseURL }) => {
  const admin = await adminApi(baseURL!);
  const colleague = await admin.staffUser(unique('Rae Role'));

  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await signIn(them, colleague.email, colleague.password);
  await expect(them).toHaveURL(/\/dashboard$/);
  const nav = them.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);

  await openUsers(page);
  const row = page.getByRole('row').filter({ hasText: colleague.email });
  await expect(row.getByRole('cell').nth(4)).toHaveText('Staff (user)');
  await expect(row.getByRole('cell').nth(6)).not.toHaveText('Never');
  await row.getByRole('button', { name: `Edit ${colleague.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${colleague.name}` });
  await dialog.getByLabel('Role').selectOption('admin');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('User updated')).toBeVisible();
  await expect(row.getByRole('cell').nth(4)).toHaveText('Admin');

  await them.reload();
  await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
  await theirs.close();
  await admin.api.dispose();
});

test('your own row offers neither Delete nor Reset 2FA', async ({ page }) => {
  await openUsers(page);
  const me = page.getByRole('row').filter({ hasText: '(you)' });
  await expect(me).toHaveCount(1);
  await expect(me.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(me.getByRole('button', { name: /^Reset two-factor/ })).toHaveCount(0);
  await expect(me.getByRole('button', { name: 'Sign out your other sessions' })).toBeVisible();
});

test("deleting a colleague hands their lead over: the lead's history names them, the audit log names both", async ({ page, baseURL }) => {
  const admin = await adminApi(baseURL!);
  const leaving = await admin.staffUser(unique('Lou Leaving'));
  const users = (await (await admin.api.get('/api/auth/users?pageSize=100', { headers: admin.headers })).json()) as { _id: string; email: string }[];
  const leavingId = users.find((u) => u.email === leaving.email)!._id;
  const { id: leadId } = await admin.lead(unique('Handover Lead'));
  const assigned = await admin.api.patch(`/api/contacts/${leadId}`, { headers: admin.headers, data: { ownerId: leavingId } });
  expect(assigned.status(), await assigned.text()).toBe(200);

  await openUsers(page);
  const row = page.getByRole('row').filter({ hasText: leaving.email });
  await row.getByRole('button', { name: `Delete ${leaving.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(dialog).toContainText(`Are you sure you want to delete user ${leaving.name}?`);
  await expect(dialog.getByLabel('Their 1 lead go to')).toHaveValue('unassigned');
  await expect(dialog.getByLabel('Their 0 posts go to')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);

  const lead = await admin.get(leadId);
  expect(lead.ownerId).toBeNull();
  await page.goto(`/dashboard?lead=${leadId}`);
  const details = page.getByRole('dialog', { name: 'Contact Details' });
  await expect(details.getByText(`Owner: ${leaving.name} (account deleted) → nobody`)).toBeVisible();

  await page.goto(`/admin/audit?action=user.deleted`);
  const entry = page.getByRole('table', { name: 'Audit log, newest first' }).getByRole('row').filter({ hasText: leaving.name });
  await expect(entry).toContainText(`${leaving.name} (deleted)`);
  await expect(entry.getByRole('link').first()).toHaveAttribute('href', /\?actor=/);
  await admin.api.dispose();
});
