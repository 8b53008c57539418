import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures';
import { unique } from './staff-helpers';

// scripts/e2e-server.mjs runs a real OpenID Connect provider (oidc-provider) on loopback: its
// development login page takes any password, and the login typed is the account's email.

// The provider's development pages import a web font from the internet: answered empty here, so
// the test stays on loopback (and the page logs no failed load).
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
});

async function signInAtProvider(page: Page, login: string) {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Sign in with Test IdP' }).click();
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('anything at all');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a new person of an allowed domain signs in through the provider and lands on the dashboard with the default role', async ({ page }) => {
  const email = `${unique('new-writer')}@sso.e2e.test`;
  await signInAtProvider(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Blogs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  // SPEC's local-storage user is kept after this sign-in path too (the staff layout stores it).
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email as string)).toBe(email);
  const me = await page.request.get('/api/auth/me');
  expect(await me.json()).toMatchObject({ user: { email, role: 'author' } });
});

test("the admin's own address does not take over the admin account: sign in with the password, then link (decision 092)", async ({ page }) => {
  await signInAtProvider(page, ADMIN.email);
  await expect(page).toHaveURL(/\/auth\/login\?sso=link-required/);
  await expect(page.getByRole('alert')).toHaveText(
    `A staff account already uses ${ADMIN.email}, and single sign-on does not take it over by email. Sign in with your password (or passkey), then link single sign-on on your Security page.`,
  );
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('an address outside the allowed domains is refused with the reason on the sign-in page', async ({ page }) => {
  const email = `${unique('stranger')}@elsewhere.e2e.test`;
  await signInAtProvider(page, email);
  await expect(page).toHaveURL(/\/auth\/login\?sso=no-account/);
  await expect(page.getByRole('alert')).toHaveText(`No staff account uses ${email}. Ask an administrator to invite you.`);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});
