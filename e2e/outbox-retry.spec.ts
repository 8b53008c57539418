import { request as playwrightRequest } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { unique } from './staff-helpers';

test.slow();

// The browser tests' SMTP sink (bench/lib/smtp-sink.mjs) refuses every address at this domain with 550.
const REFUSED_DOMAIN = 'refused.invalid';

test('a message the mail server refuses shows as Failed in the outbox, and Retry sends it again', async ({ page, baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  const { token } = (await (await api.post('/api/auth/login', { data: ADMIN })).json()) as { token: string };
  const email = `${unique('bounce')}@${REFUSED_DOMAIN}`;
  const invited = await api.post('/api/auth/invitations', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Bounce Tester', email, role: 'user' },
  });
  expect(invited.status()).toBe(201);

  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const row = page.getByRole('table', { name: 'Outgoing emails, newest first' }).getByRole('row').filter({ hasText: email });
  // The refusal is recorded within moments of the invitation (a 5xx is not retried).
  await expect(async () => {
    await page.goto('/admin/emails');
    await expect(row.getByText('Failed', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('550');
  await expect(page.getByRole('button', { name: /^Retry all failed \(\d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: /^Retry: / }).click();
  await expect(page.getByRole('status')).toContainText('Sending again:');
  // Tried again (and refused again: the address still does not exist), so it is back to Failed with one more attempt.
  const outbox = async () =>
    (
      (await (await api.get('/api/admin/emails?page=1&pageSize=50', { headers: { authorization: `Bearer ${token}` } })).json()) as {
        to: string;
        status: string;
        attempts: number;
      }[]
    ).find((e) => e.to === email);
  await expect(async () => expect(await outbox()).toMatchObject({ status: 'failed', attempts: 2 })).toPass({ timeout: 20_000 });
  await api.dispose();
});
