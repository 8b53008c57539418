import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { unique } from './staff-helpers';

test.slow();

// A person's browser (bots are not counted, and headless Chromium says it is one).
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('views of a public page, the second from the page cache, show on /dashboard/analytics by source and page', async ({ page, request }) => {
  // Its own campaign: other tests view pages on the same server.
  const source = unique('e2e-campaign').toLowerCase();
  const caches: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await request.get(`/services/daily-data?utm_source=${source}`, { headers: { 'user-agent': BROWSER } });
    expect(res.status()).toBe(200);
    caches.push(res.headers()['x-page-cache'] ?? '');
  }
  expect(caches[1]).toBe('hit');

  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const row = page.getByRole('table', { name: 'By source' }).getByRole('row').filter({ hasText: source });
  // Source, views, visitors, leads, conversion, won, won value.
  await expect(row.getByRole('cell')).toHaveText([source, '2', '1', '0', '0.0 %', '0', '$0']);
  await expect(page.getByRole('table', { name: 'By landing page' }).getByRole('row').filter({ hasText: '/services/daily-data' })).toBeVisible();
  await page.getByRole('link', { name: 'Last 90 days' }).click();
  await expect(page.getByRole('link', { name: 'Last 90 days' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table', { name: 'By source' }).getByRole('row').filter({ hasText: source })).toBeVisible();
  await expectNoAxeViolations(page);
});
