import { serviceFromParam } from '../contract/service-param';
import { sampleServices } from '../server/content/sample/services';
import { serviceContactHref } from '../web/features/marketing/services/service-view.server';
import { servicePageText, servicesOverviewText } from '../web/features/marketing/services/service-page-text';
import { expect, test } from './fixtures';
import { adminBearer, unique } from './staff-helpers';

// The e2e server starts with the sample content (SEED_CONTENT defaults to true).
const services = sampleServices.map((item) => ({ id: item.id, ...item.data, slug: item.data.slug! }));
const serviceNotFound = servicePageText.notFound;

// Apostrophes and ampersands arrive HTML-escaped in server HTML.
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test.describe('service pages', () => {
  for (const service of services) {
    const slug = service.slug;

    test(`${slug} shows its name, summary, stats, why-choose points, use cases, deliverables and related industries`, async ({ page }) => {
      const response = await page.goto(`/services/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${service.name} | DataLoom Solutions`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.name);
      await expect(page.getByText(service.summary)).toBeVisible();
      const stats = page.getByTestId('service-stat');
      await expect(stats).toHaveCount(service.stats.length);
      await expect(stats.first()).toHaveText(service.stats[0]!.value);
      await expect(page.getByRole('heading', { name: service.whatIs!.title })).toBeVisible();
      await expect(page.getByTestId('why-choose').getByRole('listitem')).toHaveText(service.whyChoose!.points);
      await expect(page.getByTestId('use-cases').getByRole('heading', { level: 3 })).toHaveText(service.useCases.map((u) => u.title));
      await expect(page.getByTestId('deliverables').getByRole('listitem')).toHaveText(service.deliverables);
      // Related industries lead to their card on /industries.
      const industries = page.getByRole('region', { name: servicePageText.industriesTitle }).getByRole('link');
      await expect(industries).toHaveCount(service.relatedIndustries.length);
      for (const link of await industries.all()) await expect(link).toHaveAttribute('href', /^\/industries#[a-z0-9-]+$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/services/${slug}$`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', service.metaDescription);
    });

    test(`${slug} is complete in the server HTML`, async ({ request }) => {
      const response = await request.get(`/services/${slug}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${escapeHtml(service.name)} | DataLoom Solutions</title>`);
      expect(html).toContain(escapeHtml(service.summary));
      for (const point of service.whyChoose!.points) expect(html).toContain(escapeHtml(point));
      for (const useCase of service.useCases) expect(html).toContain(escapeHtml(useCase.text));
      expect(html).toContain(`href="${escapeHtml(serviceContactHref(service.slug))}"`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    });
  }

  test('a service page links the case studies that used it', async ({ page }) => {
    await page.goto('/services/daily-data');
    const studies = page.getByTestId('service-case-studies').getByRole('link');
    expect(await studies.count()).toBeGreaterThan(0);
    for (const link of await studies.all()) await expect(link).toHaveAttribute('href', /^\/case-studies\/[a-z0-9-]+$/);
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
    await expect(page).toHaveTitle(`${servicesOverviewText.metaTitle} | DataLoom Solutions`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicesOverviewText.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/services$/);
    // Other tests may add a service meanwhile: every sample service has its card, each card one link.
    const cards = page.getByTestId('service-card');
    for (const service of services) {
      const card = cards.filter({ has: page.getByRole('link', { name: service.name, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('link')).toHaveCount(1);
      await expect(card.getByRole('link')).toHaveAttribute('href', `/services/${service.slug}`);
      await expect(card).toContainText(service.summary);
      expect((await request.get(`/services/${service.slug}`)).status(), service.slug).toBe(200);
    }
    // The whole card is the link's target, not only its title.
    const first = cards.first();
    const box = (await first.boundingBox())!;
    await first.click({ position: { x: box.width / 2, y: box.height - 8 } });
    await expect(page).toHaveURL(new RegExp(`/services/${services[0]!.slug}$`));
  });

  test('is complete in the server HTML, and kept by the page cache', async ({ request }) => {
    const first = await request.get('/services?utm_source=test');
    expect(first.status()).toBe(200);
    const html = await first.text();
    for (const service of services) expect(html).toContain(`href="/services/${service.slug}"`);
    const again = await request.get('/services');
    expect(again.headers()['x-page-cache']).toBe('hit');
  });

  test('the home page’s “View all services” buttons lead to it; its “why” cards lead to a service or case study', async ({ page, request }) => {
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
    for (const href of new Set(whyHrefs)) expect((await request.get(href)).status(), href).toBe(200);
  });

  test("every service page's Let's Talk preselects that service in the contact form (without JavaScript too)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const service of services) {
      await page.goto(`/services/${service.slug}`);
      const talk = page.getByRole('link', { name: "Let's Talk" });
      for (const link of await talk.all()) await expect(link).toHaveAttribute('href', serviceContactHref(service.slug));
      await talk.last().click();
      await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel(/^Service/), service.slug).toHaveValue(service.name);
    }
    await context.close();
  });
});

test("a service page's Let's Talk opens the contact form with that service chosen", async ({ page }) => {
  const service = services.find((s) => s.slug === 'daily-data')!;
  await page.goto(`/services/${service.slug}`);
  await page.getByRole('link', { name: servicePageText.talkLabel }).first().click();
  await expect(page).toHaveURL(/\/contactus\?service=daily-data$/);
  expect(serviceFromParam(new URL(page.url()).searchParams.get('service'), services)).toBe('Daily Data Feeds');
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.getByLabel(/^Service/)).toHaveValue('Daily Data Feeds');
  // An unknown value is the plain form, not an error.
  const plain = await page.goto('/contactus?service=not-a-service');
  expect(plain?.status()).toBe(200);
  await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel(/^Service/)).not.toHaveValue('Daily Data Feeds');
});

test('a published service edited through the API shows its new summary on /services and its page, without a restart', async ({ request }) => {
  const auth = await adminBearer(request);
  const name = unique('E2E Service');
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const data = {
    name,
    slug,
    summary: 'The first summary of an e2e service.',
    metaDescription: 'An e2e service.',
    image: null,
    heroImage: null,
    body: '',
    stats: [],
    whatIs: null,
    whyChoose: null,
    useCases: [],
    deliverables: [],
    relatedIndustries: [],
    formService: 'Web Scraping',
  };
  const created = await request.post('/api/content/services', { headers: auth, data: { data, action: 'publish' } });
  expect(created.status(), await created.text()).toBe(201);
  const item = (await created.json()) as { _id: string; version: number };
  try {
    await expect.poll(async () => (await request.get('/services')).text(), { timeout: 5_000 }).toContain(data.summary);
    const summary = `A new summary, ${unique('edited')}.`;
    const edited = await request.put(`/api/content/services/${item._id}`, {
      headers: auth,
      data: { data: { ...data, summary }, action: 'publish', version: item.version },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    // Publishing drops the cached pages that show services: the next visitor sees the new words.
    await expect.poll(async () => (await request.get('/services')).text(), { timeout: 2_000 }).toContain(summary);
    const page = await (await request.get(`/services/${slug}`)).text();
    expect(page).toContain(summary);
    expect(page).not.toContain(data.summary);
    // A section the service has nothing for is left out: no empty boxes.
    expect(page).not.toContain(servicePageText.useCasesTitle);
    expect(page).not.toContain('data-testid="service-stat"');
  } finally {
    await request.delete(`/api/content/services/${item._id}`, { headers: auth });
  }
});
