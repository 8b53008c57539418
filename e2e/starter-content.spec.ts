import { expect, test } from '@playwright/test';
import { startOwnServer } from './own-server';

// Its own server on a fresh data folder: the shared one gets posts from other tests at once.
const TITLES = [
  'How to choose between a scraper and an official API',
  'Five checks before you trust a scraped dataset',
  'Daily data feeds without a data team',
];

let stop: (() => void) | undefined;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(60_000);
  ({ base, stop } = await startOwnServer());
});

test.afterAll(() => {
  stop?.();
});

test('a fresh install shows its three starter articles on the home page, the blog, the feed and the sitemap', async ({ page, request }) => {
  await page.goto(`${base}/`);
  const teaser = page.locator('section[aria-labelledby="blog-title"]');
  await expect(teaser.getByRole('heading', { level: 3 })).toHaveText(TITLES);

  await page.goto(`${base}/blog`);
  for (const title of TITLES) await expect(page.getByRole('heading', { name: title })).toBeVisible();

  const rss = await (await request.get(`${base}/rss.xml`)).text();
  const sitemap = await (await request.get(`${base}/sitemap.xml`)).text();
  for (const title of TITLES) expect(rss).toContain(`<title>${title}</title>`);

  await page.goto(`${base}/`);
  const hrefs = await teaser
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toHaveLength(3);
  for (const [i, href] of hrefs.entries()) {
    expect(href).toMatch(/^\/blogs\/[a-z0-9-]+$/);
    expect(sitemap).toContain(`${base}${href}</loc>`);
    const response = await page.goto(`${base}${href}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[i]!);
    // A real article, not a stand-in: several paragraphs of text.
    expect(await page.locator('main p').count()).toBeGreaterThan(4);
  }
});
