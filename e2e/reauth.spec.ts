import { ADMIN, expect, signIn, test as shared } from './fixtures';
import { waitForMail } from './mailbox';
import { startOwnServer } from './own-server';
import { allowHttpStatuses, unique } from './staff-helpers';

/** How long a check of who one is stays fresh on this spec's own server (REAUTH_MINUTES in minutes). */
const REAUTH_SECONDS = 6;

// A server of its own whose "sudo mode" (decision 058) lasts seconds, so the test waits that out
// instead of the shared server's minute (which every other spec needs to act within).
const test = shared.extend<object, { ownBase: string }>({
  ownBase: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const own = await startOwnServer({ REAUTH_MINUTES: String(REAUTH_SECONDS / 60) });
      await use(own.base);
      own.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ ownBase }, use) => use(ownBase),
});

const toOf = (mail: { to?: unknown }) => JSON.stringify(mail.to ?? '');

test('a sensitive action asks for the password in place, then goes through; the security email reaches the sink', async ({
  page,
  browser,
  request,
  baseURL,
  consoleErrors,
}) => {
  // Colleague X, made through the API as the admin (the shared admin's own password never changes).
  const x = { name: unique('Xena Reauth'), email: `${unique('xena')}@e2e.test`, password: 'amber-first-pass-1' };
  const { token } = (await (await request.post('/api/auth/login', { data: ADMIN })).json()) as { token: string };
  const made = await request.post('/api/admin/users', { headers: { authorization: `Bearer ${token}` }, data: { ...x, role: 'user' } });
  expect(made.status(), await made.text()).toBe(201);

  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The server's clock cannot be moved from here: the check made by signing in goes stale.
  await page.waitForTimeout(REAUTH_SECONDS * 1000 + 500);

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
