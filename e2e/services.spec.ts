import { serviceUseCases } from '../web/content/service-use-cases';
import { dailyDataTeaser, serviceNotFound, services, serviceSlugs } from '../web/content/services';
import { expect, test } from './fixtures';

// Apostrophes and ampersands arrive HTML-escaped in server HTML.
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test.describe('service pages', () => {
  for (const slug of serviceSlugs) {
    const service = services[slug];

    test(`${slug} shows its title, tagline, stats, why-choose points and the Daily Data teaser`, async ({ page }) => {
      const response = await page.goto(`/services/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${service.title} | DataLoom Solutions`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
      await expect(page.getByText(service.serviceTagline)).toBeVisible();
      await expect(page.getByRole('heading', { name: service.section1.title })).toBeVisible();
      const stats = page.getByTestId('service-stat');
      await expect(stats).toHaveCount(2);
      await expect(stats.first()).toHaveText('94%');
      await expect(page.getByText('Data accuracy guarantee')).toBeVisible();
      await expect(page.getByRole('heading', { name: service.section2.title })).toBeVisible();
      const points = page.getByTestId('why-choose').getByRole('listitem');
      await expect(points).toHaveText(service.whyChoose.points);
      // Use Cases are text, specific to the service.
      const useCases = page.getByTestId('use-cases').getByRole('heading', { level: 3 });
      await expect(useCases).toHaveText(serviceUseCases[slug].map((u) => u.title));
      const teaser = page.getByRole('link', { name: dailyDataTeaser.linkLabel });
      await expect(teaser).toHaveAttribute('href', '/services/daily-data');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/services/${slug}$`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', service.metaDescription);
    });

    test(`${slug} is complete in the server HTML`, async ({ request }) => {
      const response = await request.get(`/services/${slug}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${escapeHtml(service.title)} | DataLoom Solutions</title>`);
      expect(html).toContain(escapeHtml(service.serviceTagline));
      expect(html).toContain('94%');
      for (const point of service.whyChoose.points) expect(html).toContain(escapeHtml(point));
      for (const useCase of serviceUseCases[slug]) expect(html).toContain(escapeHtml(useCase.text));
      expect(html).toContain('href="/services/daily-data"');
      expect(html).toContain(escapeHtml(dailyDataTeaser.title));
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    });
  }

  test('the teaser leads to Daily Data Feeds', async ({ page }) => {
    await page.goto('/services/web-automation');
    await page.getByRole('link', { name: dailyDataTeaser.linkLabel }).click();
    await expect(page).toHaveURL(/\/services\/daily-data$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(services['daily-data'].title);
  });

  test('an unknown slug answers 404 with "Service not found" and a way back', async ({ page, request }) => {
    const raw = await request.get('/services/not-a-service');
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain(serviceNotFound.title);

    const response = await page.goto('/services/not-a-service');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(serviceNotFound.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: serviceNotFound.linkLabel }).click();
    await expect(page).toHaveURL(/\/services\/bulk-data-scrapping$/);
  });
});
