import { request as playwrightRequest } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';
import { unique } from './staff-helpers';

test('the sessions screen lists both browsers and ends the other one', async ({ page, browser, baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  const { token } = (await (await api.post('/api/auth/login', { data: ADMIN })).json()) as { token: string };
  const email = `${unique('sessions')}@e2e.test`;
  const password = 'seven lanterns 27';
  const created = await api.post('/api/admin/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Session Tester', email, password, role: 'user' },
  });
  expect(created.status()).toBe(201);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, email, password);
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Sessions' }).click();
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('This browser')).toHaveCount(1);
  await page.getByRole('button', { name: 'End all other sessions' }).click();
  await expect(page.getByRole('status')).toHaveText('Signed out of every other session');
  await expect(rows).toHaveCount(1);

  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/auth\/login/);
  await other.close();
  await api.dispose();
});
