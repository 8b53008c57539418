import { axeViolations as violations } from './axe';
import { expect, test } from './fixtures';
import { publicRoutes as routes } from './public-routes';

test.describe('accessibility of public pages (axe, WCAG 2.1 A/AA)', () => {
  // Dark mode (decision 079): the same rules, contrast included, on the system's dark scheme. The
  // scheme is switched on the loaded page (its styles follow the media query at once), so each
  // page loads once for both.
  for (const path of routes) {
    test(`${path} has no violations, in light and in dark mode`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await violations(page), 'light').toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
      expect(await violations(page), 'dark').toEqual([]);
    });
  }

  for (const path of ['/', '/faq']) {
    test(`${path} has no violations at 375px`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    });
  }

  test('/faq has no violations with an answer open', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('tabpanel').getByRole('button').first().click();
    expect(await violations(page)).toEqual([]);
  });
});
