import { companyFacts, renderFacts } from '../contract/content/facts';
import { companySchema } from '../contract/content/index';
import { sampleCompany } from '../server/content/sample/company';
import { sampleOffices } from '../server/content/sample/offices';
import { expect, test } from './fixtures';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

// The e2e server starts with the sample content (SEED_CONTENT defaults to true): one set of figures for every page.
const company = companySchema.parse(sampleCompany[0]!.data);
const facts = companyFacts(company.figures, sampleOffices.length);

test('/aboutus is complete in the server HTML: the company’s text and figures, its offices, no invented portfolio', async ({ request }) => {
  const response = await request.get('/aboutus');
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const text of [
    'Custom data-driven solutions for small and mid-sized businesses',
    escape(company.about),
    renderFacts('{experts}', facts),
    'Tech experts',
    renderFacts('{projects}', facts),
    'Projects completed',
    renderFacts('{satisfaction}', facts),
    'Client satisfaction',
    'Why choose Us?',
    'Our core values',
    ...sampleOffices.flatMap((o) => [o.data.city, o.data.hours]),
  ]) {
    expect(html, text).toContain(text);
  }
  // Today's three contradicting sets of figures are gone, and so are the placeholder portfolio pictures.
  for (const stale of ['300+', '96%', 'Leadership team', 'portfolio-1.svg']) expect(html, stale).not.toContain(stale);
});

test('/aboutus: figures, points and values as text, offices listed', async ({ page }) => {
  await page.goto('/aboutus');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Custom data-driven solutions/);
  await expect(page.getByTestId('company-about')).toHaveText(company.about);
  const figures = page.getByTestId('company-figures');
  await expect(figures.locator('dd')).toHaveText(['{experts}', '{projects}', '{satisfaction}', '{offices}'].map((t) => renderFacts(t, facts)));
  await expect(page.getByRole('heading', { name: 'Why choose Us?' })).toBeVisible();
  // Its points and the core values are text, not words inside a picture.
  for (const name of ['Fixed price', 'Fast fixes', 'Direct contact', 'Honesty', 'Quality', 'Respect']) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Our core values' })).toBeVisible();
  await expect(page.getByTestId('offices').getByRole('heading', { level: 3 })).toHaveText(sampleOffices.map((o) => o.data.city));
  // The sample invents no people: no team section at all.
  await expect(page.getByTestId('team')).toHaveCount(0);
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
