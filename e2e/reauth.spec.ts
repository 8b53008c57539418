import { ADMIN, expect, signIn, test } from './fixtures';
import { waitForMail } from './mailbox';
import { allowHttpStatuses, unique } from './staff-helpers';

const toOf = (mail: { to?: unknown }) => JSON.stringify(mail.to ?? '');

// The e2e server runs with REAUTH_MINUTES=1 (scripts/e2e-server.mjs): the server's clock cannot be
// moved from here, so the test waits the minute out once.
test('a sensitive action asks for the password in place, then goes through; the security email reaches the sink', async ({
  page,
  browser,
  request,
  baseURL,
  consoleErrors,
}) => {
  test.slow();
  // Colleague X, made through the API as the admin (the shared admin's own password never changes).
  const x = { name: unique('Xena Reauth'), email: `${unique('xena')}@e2e.test`, password: 'amber-first-pass-1' };
  const { token } = (await (await request.post('/api/auth/login', { data: ADMIN })).json()) as { token: string };
  const made = await request.post('/api/admin/users', { headers: { authorization: `Bearer ${token}` }, data: { ...x, role: 'user' } });
  expect(made.status(), await made.text()).toBe(201);

  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForTimeout(61_000);

  await page.goto('/admin/users');
  const row = page.getByRole('row').filter({ hasText: x.email });
  await row.getByRole('button', { name: /^Change Password/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('New password').fill('set-by-the-admin-2');
  await dialog.getByRole('button', { name: 'Change Password' }).click();

  // The API refused with 403 { reauth: true }: the page asks in place, over the open form.
  const confirm = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(confirm).toBeVisible();
  allowHttpStatuses(consoleErrors, 403);
  await expect(confirm.getByLabel('Your password')).toBeFocused();
  await confirm.getByLabel('Your password').fill('not-the-admin-password');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByText('That password is not right.')).toBeVisible();
  allowHttpStatuses(consoleErrors, 400);
  await confirm.getByLabel('Your password').fill(ADMIN.password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  // The same change goes through without a second click.
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  const byAdmin = await waitForMail(baseURL!, (m) => toOf(m).includes(x.email) && m.subject === 'Your password was changed');
  expect(byAdmin.text).toMatch(/was changed by .+, an administrator/);
  expect(byAdmin.text).not.toContain('set-by-the-admin-2');

  // X changes their own password: the current one is the proof (signing in counted too), no dialog.
  const context = await browser.newContext();
  const own = await context.newPage();
  await signIn(own, x.email, 'set-by-the-admin-2');
  await expect(own).toHaveURL(/\/dashboard$/);
  await own.getByRole('button', { name: 'Change password', exact: true }).click();
  const mine = own.getByRole('dialog', { name: 'Change Password' });
  await mine.getByLabel('Current password').fill('set-by-the-admin-2');
  await mine.getByLabel('New password').fill('own-choice-lantern-3');
  await mine.getByRole('button', { name: 'Change Password' }).click();
  await expect(own.getByText('Password changed successfully')).toBeVisible();
  await expect(own.getByRole('dialog', { name: "Confirm it's you" })).toHaveCount(0);
  const byX = await waitForMail(
    baseURL!,
    (m) => toOf(m).includes(x.email) && m.subject === 'Your password was changed' && !/was changed by /.test(m.text ?? ''),
  );
  expect(byX.text).toContain('Not you? Reset your password');
  await context.close();
});
