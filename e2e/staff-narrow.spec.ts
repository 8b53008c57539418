import type { Locator } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { STAFF_SCREENS } from './staff-screens';
import { sendContact, unique } from './staff-helpers';

// A small phone (issue 26, point 9): 360 x 780 CSS pixels.
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});

async function expectTapTarget(target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'the target is laid out').not.toBeNull();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
}

test('no staff screen scrolls sideways at 360 px, a long unbroken lead name included', async ({ page, request }) => {
  test.slow();
  await sendContact(request, {
    name: `${unique('Narrow')}-Averyveryverylongunbrokennamewithoutanyspacesatall`,
    email: `${unique('narrow')}@example.com`,
  });
  for (const path of STAFF_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page, `${path} is ${widths.page} px wide`).toBeLessThanOrEqual(widths.viewport);
  }
});

test('the lead list is cards: the first is in the first screen with its status and next action, taps are 44 px, a lead opens full-screen', async ({
  page,
  request,
}) => {
  const name = unique('Phone Lead');
  await sendContact(request, { name, email: `${unique('phone')}@example.com` });
  await page.goto('/dashboard');
  await expect(page.getByRole('table', { name: 'Contact Forms' })).toBeHidden();
  const cards = page.getByRole('list', { name: 'Leads' }).getByRole('listitem');
  const first = cards.first();
  await expect(first).toBeInViewport();
  const firstLink = first.getByRole('link', { name: /^Open lead from/ });
  await expect(firstLink).toBeInViewport();
  await expect(first.locator('[data-lead-status]')).toBeVisible();
  await expect(first.getByText('Next action')).toBeVisible();
  await expectTapTarget(first);
  await expectTapTarget(first.getByRole('checkbox').locator('..'));

  // The Menu, the filters and the tabs are 44-px targets too.
  await expectTapTarget(page.getByText('Menu', { exact: true }));
  await expectTapTarget(page.getByText('Filters', { exact: true }));
  await expectTapTarget(page.getByRole('navigation', { name: 'Lead status' }).getByRole('link').first());

  // Tapping a card opens its lead, filling the screen.
  const card = cards.filter({ hasText: name });
  const cardBox = (await card.boundingBox())!;
  await card.tap({ position: { x: cardBox.width - 24, y: cardBox.height - 12 } });
  const dialog = page.getByRole('dialog', { name: 'Contact Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-field="Name"]')).toHaveText(name);
  const box = await dialog.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 360, height: 780 });
  await expectTapTarget(dialog.getByRole('button', { name: 'Close' }).first());
  await dialog.getByRole('button', { name: 'Close' }).first().tap();
  await expect(dialog).toBeHidden();
});

test('the navigation folds into a Menu that opens, navigates and closes again', async ({ page }) => {
  const wide = page.locator('[data-staff-nav="row"]');
  await expect(wide).toBeHidden();
  const menuLinks = page.getByRole('navigation', { name: 'Admin' });
  await expect(menuLinks).toBeHidden();
  await page.getByText('Menu', { exact: true }).tap();
  await expect(menuLinks).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await menuLinks.getByRole('link', { name: 'Subscriptions' }).tap();
  await expect(page).toHaveURL(/\/subscriptions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await expect(menuLinks).toBeHidden();
});
