import { expect, test } from './fixtures';

/** Every public interaction works with JavaScript off (the islands never start). */
test.use({ javaScriptEnabled: false });

test.describe('without JavaScript', () => {
  test('the mobile menu opens and holds the links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/aboutus');
    const menu = page.locator('#mobile-menu');
    const faq = menu.getByRole('link', { name: 'FAQ' });
    await expect(faq).toBeHidden();
    await page.getByRole('banner').locator('[aria-controls="mobile-menu"], #mobile-menu-toggle').click();
    await expect(faq).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    await faq.click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('the Services dropdown opens on click at desktop width', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const header = page.getByRole('banner');
    const item = header.getByRole('link', { name: 'PowerBI Dashboard Design' });
    await expect(item).toBeHidden();
    await header
      .locator('button, summary')
      .filter({ hasText: /^Services$/ })
      .click();
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(/\/services\/powerbi-design$/);
  });

  test('the client logos show without waiting for a first paint that no script reports (decision 079)', async ({ page }) => {
    await page.goto('/');
    const logo = page.getByRole('region', { name: 'Our clients', exact: true }).getByRole('img').first();
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  // Issue 48: "only one client logo shows in a 1366 px window". A full row: 5 logos from 1024 px, 2 on a phone.
  for (const [width, height, row] of [
    [1366, 768, 5],
    [390, 844, 2],
  ] as const) {
    test(`the client logos fill their row at ${width} px, each drawn whole inside the strip`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const strip = page.getByRole('region', { name: 'Our clients', exact: true });
      await strip.scrollIntoViewIfNeeded();
      const inView = () =>
        strip.evaluate((section) => {
          const edge = section.getBoundingClientRect();
          return [...section.querySelectorAll('img')].filter((img) => {
            const b = img.getBoundingClientRect();
            const drawn = img.complete && img.naturalWidth > 0 && b.width > 0 && getComputedStyle(img).visibility === 'visible';
            return drawn && b.left >= edge.left && b.right <= edge.right && b.top >= 0 && b.bottom <= innerHeight;
          }).length;
        });
      await expect.poll(inView).toBe(row);
    });
  }
});
