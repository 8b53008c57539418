import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures';
import { adminApi } from './lead-desk-helpers';
import { axeViolations, expectNoAxeViolations } from './axe';
import { allowHttpStatuses, sendContact, unique } from './staff-helpers';
import { STAFF_SCREENS } from './staff-screens';

// Each axe pass takes a few seconds on a shared machine.
test.slow();

/**
 * Signs in through the API, whose cookie the page's context keeps: the sign-in screen is checked
 * above (and in auth.spec.ts), and going through it before every test cost a page load and a
 * dashboard load each.
 */
async function signInByApi(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * The phone sweep visits several screens in one signed-in page, a few tests of a handful each: one
 * test a screen paid a new browser context and a sign-in per screen, and all of them in one test
 * would near its time limit on a loaded machine.
 */
const SCREENS_PER_TEST = 6;
const phoneGroups = Array.from({ length: Math.ceil(STAFF_SCREENS.length / SCREENS_PER_TEST) }, (_, i) =>
  STAFF_SCREENS.slice(i * SCREENS_PER_TEST, (i + 1) * SCREENS_PER_TEST),
);

test('/auth/login has no axe violations', async ({ page, consoleErrors }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill('nobody@e2e.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
  allowHttpStatuses(consoleErrors, 401);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page);
  });

  test('/dashboard, with the contact modal open too', async ({ page, request }) => {
    const name = unique('Axe Lead');
    await sendContact(request, { name, email: `${unique('axe')}@example.com`, message: 'Hello\nthere', RND: true });
    await page.goto('/dashboard');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await row.getByRole('link', { name: `Open lead from ${name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Details' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/subscriptions', async ({ page, request }) => {
    await request.post('/api/subscriptions', { data: { email: `${unique('axe-sub')}@example.com` } });
    await page.goto('/subscriptions');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/admin/emails, with a message opened', async ({ page, request }) => {
    const name = unique('Axe Mail');
    await sendContact(request, { name, email: `${unique('axe-mail')}@example.com` });
    // The notification is written by a background job within a second or so.
    await expect(async () => {
      await page.goto('/admin/emails');
      await expect(page.getByText(`New enquiry from ${name}: Web Scraping`, { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await page.getByText(`New enquiry from ${name}: Web Scraping`, { exact: true }).click();
    // Other mails (acknowledgments, assignments) link to leads too, folded in their own rows.
    const opened = page.getByRole('row').filter({ hasText: `New enquiry from ${name}: Web Scraping` });
    await expect(opened.getByText(/dashboard\?lead=/).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/admin/users, with each modal open', async ({ page, baseURL }) => {
    // A colleague's row: your own offers no Delete (issue 28).
    const admin = await adminApi(baseURL!);
    const { name: colleague } = await admin.staffUser(unique('Axe Colleague'));
    await admin.api.dispose();
    await page.goto('/admin/users?sort=-createdAt');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Create New User' }).click();
    const create = page.getByRole('dialog', { name: 'Create New User' });
    await expect(create).toBeVisible();
    await expectNoAxeViolations(page);
    await create.getByRole('button', { name: 'Cancel' }).click();

    const row = page.getByRole('row').filter({ hasText: colleague });
    await row.getByRole('button', { name: /^Change Password/ }).click();
    const change = page.getByRole('dialog', { name: 'Change Password' });
    await expect(change).toBeVisible();
    await expectNoAxeViolations(page);
    await change.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
  });
});

test.describe('signed in, on a 360-px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  test.beforeEach(async ({ page }) => {
    await signInByApi(page);
  });

  for (const group of phoneGroups) {
    test(`${group.join(', ')} at 360 px`, async ({ page, consoleErrors }) => {
      // Soft checks, each naming its screen: one failing screen does not hide the others'.
      for (const path of group) {
        await page.goto(path);
        await expect.soft(page.getByRole('heading', { level: 1 }), `${path}: its heading`).toBeVisible();
        expect.soft(await axeViolations(page), `${path}: axe violations`).toEqual([]);
        expect.soft(consoleErrors.splice(0), `${path}: console errors`).toEqual([]);
      }
    });
  }

  test('/dashboard at 360 px with the Menu open, then a lead open full-screen', async ({ page, request }) => {
    const name = unique('Axe Phone');
    await sendContact(request, { name, email: `${unique('axe-phone')}@example.com` });
    await page.goto('/dashboard');
    await page.getByText('Menu', { exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByText('Menu', { exact: true }).click();
    await page.getByRole('link', { name: `Open lead from ${name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Details' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
