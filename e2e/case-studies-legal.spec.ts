import { expect, test } from './fixtures';

// The shared e2e server starts with the sample content (SEED_CONTENT defaults to true).

test('/case-studies lists the published case studies, each card leading to its page with results, approach and services used', async ({
  page,
  request,
}) => {
  const response = await page.goto('/case-studies');
  expect(response?.status()).toBe(200);
  const cards = page.getByTestId('case-study-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('a European retailer');
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/case-studies\/retailer-price-monitoring$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Competitor prices every morning for a European retailer');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.locator('dd')).toHaveText(['40', '20,000', '2 weeks']);
  await expect(page.getByRole('heading', { name: 'Our approach' })).toBeVisible();
  const services = page.getByRole('heading', { name: 'Services used' }).locator('..').getByRole('link');
  const hrefs = await services.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/services\/[a-z0-9-]+$/);
    expect((await request.get(href!)).status(), href!).toBe(200);
  }
  const crumbs = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(crumbs.some((c) => c.includes('"BreadcrumbList"') && c.includes('/case-studies/retailer-price-monitoring'))).toBe(true);
  expect((await request.get('/case-studies/no-such-study')).status()).toBe(404);
});

test('/legal/privacy shows its text, when it was last updated and what the site keeps; unknown legal pages are 404', async ({ page, request }) => {
  const response = await page.goto('/legal/privacy');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What this site keeps, and for how long' })).toBeVisible();
  await expect(page.locator('#attribution')).toBeAttached();
  // Print: the header and footer are not printed, the text is.
  await expect(page.locator('main ~ footer')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('main ~ footer')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/legal/terms');
  await expect(page.getByRole('heading', { name: 'What this site keeps, and for how long' })).toHaveCount(0);
  expect((await request.get('/legal/not-a-page')).status()).toBe(404);
});

test('the sitemap lists the case studies and legal pages, each with its lastmod', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/case-studies', '/case-studies/retailer-price-monitoring', '/legal/privacy', '/legal/terms']) {
    expect(xml).toMatch(new RegExp(`<loc>[^<]*${path}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}`));
  }
});

test('services, case studies and legal pages each name their own 1200×630 social card, drawn from the published item', async ({ page, request }) => {
  for (const path of ['/services', '/services/daily-data', '/case-studies', '/case-studies/retailer-price-monitoring', '/legal/privacy']) {
    await page.goto(path);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image, path).toMatch(new RegExp(`/og${path}\\.png$`));
    const res = await request.get(new URL(image!).pathname);
    expect(res.status(), path).toBe(200);
    const png = await res.body();
    // PNG's IHDR: width and height as big-endian 32-bit numbers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
  }
});
