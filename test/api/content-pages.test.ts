import { describe, expect, it } from 'vitest';
import { sampleServices } from '../../server/content/sample/services';
import { loadWeb } from '../../server/web/mount';
import { buildTestApp } from '../helpers/app';
import { hasWebBuild, webConfig } from '../helpers/web-build';

/**
 * The services, industries, FAQ, About, Contact and How-it-works pages read the site's content
 * (issue 30 point 4): with the sample they show it; on an empty site (SEED_CONTENT=false) they
 * still answer 200 with their heading and a way to get in touch, and no section over nothing. Needs the web build.
 */
const PAGES = ['/services', '/industries', '/faq', '/aboutus', '/contactus', '/howworks'];

async function site(seedContent: boolean) {
  const web = (await loadWeb(webConfig()))!;
  const { app } = await buildTestApp({}, { web: web.mount, onContentChange: web.onContentChange, seedContent });
  return async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, html: res.body };
  };
}

describe.skipIf(!hasWebBuild)('content pages on an empty site (SEED_CONTENT=false)', async () => {
  if (!hasWebBuild) return;
  const get = await site(false);

  it.each(PAGES)('%s answers 200 with its heading and a link to the contact page, naming no company and no figure', async (url) => {
    const { status, html } = await get(url);
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toMatch(url === '/contactus' ? /aria-label="Contact form"/ : /href="\/contactus/);
    // The page's own part (the header and footer are the shell's, checked with it).
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main.length).toBeGreaterThan(100);
    for (const made of ['DataLoom', 'Texas', 'Doha', 'Lahore', '235+', '550+', '17 years', '{projects}', '{years}'])
      expect(main, made).not.toContain(made);
  });

  it('leaves out every section over empty data: no cards, tabs, figures, team, offices or contacts', async () => {
    const pages = await Promise.all(PAGES.map(async (url) => (await get(url)).html));
    const all = pages.join('\n');
    for (const marker of [
      'data-testid="service-card"',
      'data-testid="industry-card"',
      'role="tablist"',
      'id="faq-question"',
      'data-testid="company-figures"',
      'data-testid="team"',
      'data-testid="offices"',
      'data-testid="company-contacts"',
      'id="good-company-title"',
      'id="industry-services-title"',
    ]) {
      expect(all, marker).not.toContain(marker);
    }
    // The FAQ carries no FAQPage data without questions.
    expect((await get('/faq')).html).not.toContain('FAQPage');
  });

  it('a service address answers 404 "Service not found" while no service is published', async () => {
    const { status, html } = await get(`/services/${sampleServices[0]!.data.slug}`);
    expect(status).toBe(404);
    expect(html).toContain('Service not found');
  });
});

describe.skipIf(!hasWebBuild)('content pages with the sample content', async () => {
  if (!hasWebBuild) return;
  const get = await site(true);

  it('/services has a card linking to each published service, each page with Service data and its case studies', async () => {
    const { html } = await get('/services');
    for (const { data } of sampleServices) expect(html).toContain(`href="/services/${data.slug}"`);
    const daily = await get('/services/daily-data');
    expect(daily.status).toBe(200);
    expect(daily.html).toContain('"@type":"Service"');
    expect(daily.html).toContain('"@type":"BreadcrumbList"');
    expect(daily.html).toMatch(/href="\/case-studies\/[a-z0-9-]+"/);
    expect(daily.html).toContain('href="/contactus?service=daily-data"');
  });

  it("/faq is the buyer's FAQ, not the old finance-dashboard questions", async () => {
    const { html } = await get('/faq');
    for (const topic of ['robots.txt', 'personal data', 'owns the data', 'formats', 'website changes', 'price a project', 'NDA', 'secure']) {
      expect(html, topic).toContain(topic);
    }
    for (const old of ['Income Analytics', 'Expense tracking', 'Wealth management']) expect(html, old).not.toContain(old);
    expect(html).toContain('"@type":"FAQPage"');
  });

  it('every industry card links to its service or case study', async () => {
    const { html } = await get('/industries');
    const cards = html.split('data-testid="industry-card"').slice(1);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.slice(0, card.indexOf('</li>'))).toMatch(/href="\/(services|case-studies)\/[a-z0-9-]+"/);
  });
});
