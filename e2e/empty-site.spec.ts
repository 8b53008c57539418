import type { Page } from '@playwright/test';
import { SAMPLE_CONTENT } from '../server/content/sample/index';
import { expect, test } from './fixtures';
import { startOwnServer } from './own-server';

/**
 * Issue 30's "Done when": a server started with SEED_CONTENT=false (no sample content, nothing
 * published yet) renders every public page without an error, without an empty section or list,
 * and without the sample's made-up companies and people.
 */
const PAGES = ['/', '/services', '/industries', '/faq', '/aboutus', '/contactus', '/howworks', '/case-studies', '/blog'];

/** The sample's invented names: companies, logos, people quoted, the company itself and its phone. */
const company = SAMPLE_CONTENT.company[0]!.data;
const SAMPLE_NAMES = [
  company.name,
  company.legalName,
  ...company.phones.map((p) => p.display),
  ...SAMPLE_CONTENT.logos.map((l) => l.data.name),
  ...SAMPLE_CONTENT.testimonials.flatMap((t) => [t.data.name, t.data.company ?? '']),
  ...SAMPLE_CONTENT.team.map((m) => m.data.name),
  ...SAMPLE_CONTENT['case-studies'].flatMap((c) => (c.data.clientIsNamed ? [c.data.client] : [])),
].filter((name): name is string => Boolean(name));

/** Sections with nothing but a heading, lists without items, figure lists without figures: what "an empty box" looks like. */
function emptyBoxes(page: Page) {
  return page.evaluate(() => {
    const described = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[${el.getAttribute('aria-label') ?? el.getAttribute('aria-labelledby') ?? ''}]`;
    const textWithoutHeadings = (el: Element) => {
      const copy = el.cloneNode(true) as Element;
      copy.querySelectorAll('h1,h2,h3,h4,h5,h6').forEach((h) => h.remove());
      return (copy.textContent ?? '').trim();
    };
    const empty: string[] = [];
    for (const section of document.querySelectorAll('main section')) {
      const hasMedia = section.querySelector('img, svg, form, iframe, video');
      if (!textWithoutHeadings(section) && !hasMedia) empty.push(described(section));
    }
    for (const list of document.querySelectorAll('body ul, body ol')) if (!list.querySelector('li')) empty.push(described(list));
    for (const list of document.querySelectorAll('body dl')) if (!list.querySelector('dd')) empty.push(described(list));
    return empty;
  });
}

let base = '';
let stop: (() => void) | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  ({ base, stop } = await startOwnServer({ SEED_CONTENT: 'false' }));
});
test.afterAll(() => stop?.());

for (const path of PAGES) {
  test(`an empty site's ${path} answers, with no empty section and no sample name`, async ({ page }) => {
    const response = await page.goto(`${base}${path}`);
    expect(response?.status(), path).toBeLessThan(500);
    expect(await emptyBoxes(page), `empty boxes on ${path}`).toEqual([]);
    const text = await page.locator('body').innerText();
    expect(
      SAMPLE_NAMES.filter((name) => text.includes(name)),
      `sample names on ${path}`,
    ).toEqual([]);
    // Nor in the head: the title, og:site_name and the structured data name the company only once one is published.
    const head = await page.evaluate(() => document.head.innerHTML);
    expect(
      SAMPLE_NAMES.filter((name) => head.includes(name)),
      `sample names in the head of ${path}`,
    ).toEqual([]);
  });
}

test("an empty site's case studies say there are none yet and how to ask; a legal page not published is a 404", async ({ page, consoleErrors }) => {
  await page.goto(`${base}/case-studies`);
  await expect(page.getByText('No case studies are published yet')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactus');
  await expect(page.getByTestId('case-study-card')).toHaveCount(0);
  for (const path of ['/legal/privacy', '/case-studies/retailer-price-monitoring']) {
    const response = await page.goto(`${base}${path}`);
    expect(response?.status(), path).toBe(404);
  }
  consoleErrors.length = 0;
});
