import type { Page } from '@playwright/test';
import { expect, gotoWithHeader, test } from './fixtures';

/** The Services control, whatever element carries it (a disclosure's summary). */
const servicesToggle = (page: Page) =>
  page
    .getByRole('banner')
    .locator('button, summary')
    .filter({ hasText: /^Services$/ });
const mobileToggle = (page: Page) => page.getByRole('banner').locator('[aria-controls="mobile-menu"], #mobile-menu-toggle');

test.describe('header at desktop width, every pointer', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('clicking Services after hovering it keeps the menu open', async ({ page }) => {
    await gotoWithHeader(page, '/');
    const item = page.getByRole('banner').getByRole('link', { name: 'Custom Scraping Software' });
    await servicesToggle(page).hover();
    await expect(item).toBeVisible();
    await servicesToggle(page).click();
    await page.waitForTimeout(300);
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(/\/services\/custom-web-scraping$/);
  });

  test('one Escape closes the menu and returns focus to Services', async ({ page }) => {
    await gotoWithHeader(page, '/');
    const header = page.getByRole('banner');
    const first = header.getByRole('link', { name: 'Bulk Data Scraping' });
    await header.getByRole('link', { name: 'About Us', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(servicesToggle(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(servicesToggle(page)).toBeFocused();
    await page.waitForTimeout(300);
    await expect(first).toBeHidden();
  });
});

test.describe('header on a touch screen at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

  test('a tap on Services opens the menu and a second tap closes it', async ({ page }) => {
    await gotoWithHeader(page, '/');
    const item = page.getByRole('banner').getByRole('link', { name: 'Custom Scraping Software' });
    await servicesToggle(page).tap();
    await page.waitForTimeout(300);
    await expect(item).toBeVisible();
    await servicesToggle(page).tap();
    await expect(item).toBeHidden();
    await servicesToggle(page).tap();
    await item.tap();
    await expect(page).toHaveURL(/\/services\/custom-web-scraping$/);
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('Escape closes the mobile menu right after it was opened and keeps focus on the toggle', async ({ page }) => {
    await gotoWithHeader(page, '/aboutus');
    const faq = page.locator('#mobile-menu').getByRole('link', { name: 'FAQ' });
    await mobileToggle(page).click();
    await expect(faq).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(faq).toBeHidden();
    await expect(mobileToggle(page)).toBeFocused();
  });
});
