import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const ADMIN = { email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test', password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password' };

interface Fixtures {
  /** Console errors seen so far; a test that expects some may clear it. */
  consoleErrors: string[];
}

/** Every page fails its test on a console error or an uncaught exception, unless the test clears them. */
export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // A page answered with 404 on purpose (the not-found page) makes Chromium log its status.
        if (msg.type() === 'error' && !/status of 404/.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Signs in through the login screen. */
export async function signIn(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens a page and waits for the header's island (hover and tap handling are the script's). */
export async function gotoWithHeader(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('banner').locator('details[data-hydrated]:has(#services-menu)')).toBeAttached();
}

/**
 * Scrolls to a form whose island wakes near the viewport (the contact form, the newsletter box) and
 * waits until React owns it: a click before that would take the no-JavaScript path instead.
 */
export async function scrollToHydrated(form: Locator) {
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-hydrated', 'true');
}
