import { expect, test } from './fixtures';

test('/aboutus is complete in the server HTML', async ({ request }) => {
  const response = await request.get('/aboutus');
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const text of [
    'Custom data-driven solutions for small and mid-sized businesses',
    'Leadership team',
    '20+',
    'Tech Experts',
    '300+',
    'Projects Completed',
    '96%',
    'Client satisfaction',
    '03',
    'Global Offices',
    'Why choose Us?',
    'Our core values',
    'Portfolio',
    // The collapsed part of the description is in the HTML too.
    'Every project starts with a short discovery call',
  ]) {
    expect(html, text).toContain(text);
  }
  expect(html.match(/src="\/images\/about\/portfolio-\d\.svg"/g)).toHaveLength(3);
});

test('/aboutus: Read More expands the description, the portfolio is a carousel', async ({ page }) => {
  await page.goto('/aboutus');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Custom data-driven solutions/);
  const more = page.getByText('Every project starts with a short discovery call');
  await expect(more).toBeHidden();
  const summary = page.locator('summary', { hasText: 'Read More' });
  await summary.click();
  await expect(more).toBeVisible();
  await expect(summary).toHaveText('Read Less', { useInnerText: true });
  await summary.click();
  await expect(more).toBeHidden();

  await expect(page.getByRole('heading', { name: 'Why choose Us?' })).toBeVisible();
  // Its points and the core values are text, not words inside a picture.
  for (const name of ['Fixed price', 'Fast fixes', 'Direct contact', 'Honesty', 'Quality', 'Respect']) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Our core values' })).toBeVisible();
  const portfolio = page.getByRole('region', { name: 'Portfolio projects' });
  await expect(portfolio).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(portfolio.getByRole('group')).toHaveCount(3);
  // 1.1 slides: the centred slide fills about 91% of the width.
  const slide = await portfolio.getByRole('group').first().boundingBox();
  const region = await portfolio.boundingBox();
  expect(slide!.width / region!.width).toBeGreaterThan(0.85);
  expect(slide!.width / region!.width).toBeLessThan(0.95);
});

test('an unknown path answers 404 with the not-found page', async ({ request }) => {
  const response = await request.get('/no-such-page/here');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Oops! Page not found');
  expect(html).toContain('Return to Home');
  expect(html).toContain('<meta name="robots" content="noindex"');
});

test('the not-found page links home and logs the missing path as a warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  const response = await page.goto('/lost/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect.poll(() => warnings.some((w) => w.includes('/lost/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/data extraction/);
});
