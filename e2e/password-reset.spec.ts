import { request as playwrightRequest } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';
import { waitForMail } from './mailbox';
import { unique } from './staff-helpers';

test('forgot password → the emailed link → a new password → sign in', async ({ page, baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  const { token: adminToken } = (await (await api.post('/api/auth/login', { data: ADMIN })).json()) as { token: string };
  const auth = { authorization: `Bearer ${adminToken}` };
  const email = `${unique('forgot')}@e2e.test`;
  const created = await api.post('/api/admin/users', {
    headers: auth,
    data: { name: 'Reset Tester', email, password: 'first lantern 31', role: 'user' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If a staff account uses this address');

  // The email as it left over SMTP (the e2e server's loopback sink keeps every message).
  const mail = await waitForMail(baseURL!, (m) => m.to !== undefined && JSON.stringify(m.to).includes(email));
  expect(mail.subject).toMatch(/reset/i);
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');

  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password').fill('second lantern 62');
  await expect(page.getByTestId('password-strength')).toBeVisible();
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');

  await signIn(page, email, 'second lantern 62');
  await expect(page).toHaveURL(/\/dashboard$/);
  await api.dispose();
});
