import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { publicRoutes as routes } from './public-routes';

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  // A readable summary on failure: rule id and the first offending selectors.
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} -> ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

test.describe('accessibility of public pages (axe, WCAG 2.1 A/AA)', () => {
  for (const path of routes) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
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

  // Dark mode (decision 079): the same rules, contrast included, on the system's dark scheme.
  for (const path of routes) {
    test(`${path} has no violations in dark mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    });
  }
});
