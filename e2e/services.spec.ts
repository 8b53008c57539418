import { serviceUseCases } from '../web/content/service-use-cases';
import { industries } from '../web/content/industries';
import {
  contactServiceOf,
  dailyDataTeaser,
  serviceContactHref,
  serviceNotFound,
  services,
  servicesOverview,
  serviceSlugs,
} from '../web/content/services';
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
    await expect(page).toHaveURL(/\/services$/);
  });
});

test.describe('the services overview', () => {
  test('lists every service, each card linking to its page, which answers 200', async ({ page, request }) => {
    const response = await page.goto('/services');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(servicesOverview.metaTitle);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicesOverview.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/services$/);
    const cards = page.getByTestId('service-card');
    await expect(cards).toHaveCount(serviceSlugs.length);
    for (const [i, slug] of serviceSlugs.entries()) {
      const link = cards.nth(i).getByRole('link');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAccessibleName(services[slug].title);
      await expect(link).toHaveAttribute('href', `/services/${slug}`);
      await expect(cards.nth(i)).toContainText(services[slug].serviceTagline);
      expect((await request.get(`/services/${slug}`)).status(), slug).toBe(200);
    }
    // The whole card is the link's target, not only its title.
    const last = cards.last();
    const box = (await last.boundingBox())!;
    await last.click({ position: { x: box.width / 2, y: box.height - 8 } });
    await expect(page).toHaveURL(new RegExp(`/services/${serviceSlugs.at(-1)}$`));
  });

  test('is complete in the server HTML, and kept by the page cache', async ({ request }) => {
    const first = await request.get('/services?utm_source=test');
    expect(first.status()).toBe(200);
    const html = await first.text();
    for (const slug of serviceSlugs) expect(html).toContain(`href="/services/${slug}"`);
    const again = await request.get('/services');
    expect(again.headers()['x-page-cache']).toBe('hit');
  });

  test('the home page’s “View all services” buttons lead to it; its “why” cards and the industry cards lead to a service', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const viewAll = page.getByRole('link', { name: 'View all services' });
    expect(await viewAll.count()).toBeGreaterThanOrEqual(2);
    for (const link of await viewAll.all()) await expect(link).toHaveAttribute('href', '/services');
    // The sample home item's cards each lead to a service or case study (content links resolved by the page).
    const why = page.locator('section[aria-labelledby="why-title"]').getByRole('listitem');
    const whyHrefs = await why.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(whyHrefs).toHaveLength(await why.count());
    for (const href of whyHrefs) expect(href).toMatch(/^\/(services|case-studies)\/[a-z0-9-]+$/);
    await why.first().click();
    await expect(page).toHaveURL(new RegExp(`${whyHrefs[0]!}$`));

    await page.goto('/industries');
    const cards = page.getByTestId('industry-card');
    await expect(cards).toHaveCount(industries.length);
    for (const [i, industry] of industries.entries()) {
      await expect(cards.nth(i).getByRole('link', { name: industry.name })).toHaveAttribute('href', `/services/${industry.service}`);
    }
    const targets = new Set([...whyHrefs, ...industries.map((c) => `/services/${c.service}`)]);
    for (const href of targets) expect((await request.get(href)).status(), href).toBe(200);
  });

  test("every service page's Let's Talk preselects that service in the contact form (without JavaScript too)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const slug of serviceSlugs) {
      await page.goto(`/services/${slug}`);
      const talk = page.getByRole('link', { name: "Let's Talk" });
      for (const link of await talk.all()) await expect(link).toHaveAttribute('href', serviceContactHref(slug));
      await talk.last().click();
      await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel(/^Service/), slug).toHaveValue(contactServiceOf[slug]);
    }
    await context.close();
  });
});
