import { axeViolations as violations } from './axe';
import { expect, test } from './fixtures';
import { publicRoutes as routes } from './public-routes';

/**
 * Several pages a test, visited in one browser page: one test a page paid a new browser context per
 * page, and all of them in one test would near its time limit on a loaded machine. Each check is
 * soft and names its page and mode, so one failing page does not hide the others'.
 */
const PAGES_PER_TEST = 4;
const groups = Array.from({ length: Math.ceil(routes.length / PAGES_PER_TEST) }, (_, i) =>
  routes.slice(i * PAGES_PER_TEST, (i + 1) * PAGES_PER_TEST),
);

test.describe('accessibility of public pages (axe, WCAG 2.1 A/AA)', () => {
  // A page's two axe runs took 10–15 s in CI at load 11–14 and up to 45 s at load 25: a few pages
  // a test need three times the usual limit.
  test.slow();
  // Dark mode (decision 079): the same rules, contrast included, on the system's dark scheme. The
  // scheme is switched on the loaded page (its styles follow the media query at once), so each
  // page loads once for both.
  for (const group of groups) {
    test(`${group.join(', ')} have no violations, in light and in dark mode`, async ({ page, consoleErrors }) => {
      for (const path of group) {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect.soft(await violations(page), `${path}, light`).toEqual([]);
        await page.emulateMedia({ colorScheme: 'dark' });
        expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), `${path}: dark scheme on`).toBe(true);
        expect.soft(await violations(page), `${path}, dark`).toEqual([]);
        expect.soft(consoleErrors.splice(0), `${path}: console errors`).toEqual([]);
      }
    });
  }

  test('/ and /faq have no violations at 375px', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/', '/faq']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect.soft(await violations(page), `${path} at 375px`).toEqual([]);
      expect.soft(consoleErrors.splice(0), `${path}: console errors`).toEqual([]);
    }
  });

  test('/faq has no violations with an answer open', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('tabpanel').getByRole('button').first().click();
    expect(await violations(page)).toEqual([]);
  });
});
