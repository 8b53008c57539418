import type { APIRequestContext } from '@playwright/test';
import type { ContentItem } from '@contract/content/index';
import type { SearchKind } from '@contract/search';
import { searchContent } from '../web/content/search';
import { expect, gotoWithHeader, test } from './fixtures';
import { adminBearer, unique } from './staff-helpers';

/** One published page of each kind the search finds: its title (searched as a phrase) and address. */
async function onePageOfEachKind(request: APIRequestContext, headers: Record<string, string>): Promise<[SearchKind, string, string][]> {
  const first = async (collection: string) => ((await (await request.get(`/api/content/${collection}`)).json()) as ContentItem[])[0]!;
  const [service, industry, study, question] = (await Promise.all(['services', 'industries', 'case-studies', 'faq'].map(first))) as [
    ContentItem,
    ContentItem,
    ContentItem,
    ContentItem,
  ];
  const pages = (await (await request.get('/api/content/pages')).json()) as ContentItem[];
  const imprint = pages.find((p) => (p.data as { slug: string }).slug === 'imprint')!;
  const title = `Search walk ${unique('post')}`;
  const post = await request.post('/api/blogs/new', { headers, data: { title, content: '<p>Notes from the crawl desk.</p>' } });
  expect(post.status(), await post.text()).toBe(201);
  const { slug } = (await post.json()) as { slug: string };
  return [
    ['service', service.name, `/services/${service.slug}`],
    ['industry', industry.name, '/industries'],
    ['case-study', study.name, `/case-studies/${study.slug}`],
    ['faq', question.name, '/faq'],
    ['legal', imprint.name, '/legal/imprint'],
    ['post', title, `/blogs/${slug}`],
  ];
}

test.describe('the site search (issue 48 point 4)', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the header box searches the site; one page of each kind is found with its kind named and the words marked', async ({ page, request }) => {
      const kinds = await onePageOfEachKind(request, await adminBearer(request));
      await page.goto('/');
      const header = page.getByRole('banner');
      // A <details>: it opens without JavaScript.
      await header.locator('summary', { hasText: searchContent.open }).click();
      await header.getByRole('searchbox', { name: searchContent.label }).fill('scraping');
      await header.getByRole('button', { name: searchContent.submit }).click();
      await expect(page).toHaveURL(/\/search\?q=scraping$/);
      await expect(page.getByRole('heading', { level: 2, name: /results? for “scraping”/ })).toBeVisible();
      await expect(page.locator('mark').first()).toBeVisible();

      for (const [kind, title, url] of kinds) {
        await page.goto(`/search?q=${encodeURIComponent(`"${title}"`)}`);
        const result = page.getByTestId('search-result').filter({ has: page.getByRole('link', { name: title, exact: true }) });
        await expect(result.first(), `${kind}: ${title}`).toContainText(searchContent.kinds[kind]);
        await expect(result.first().getByRole('link', { name: title, exact: true })).toHaveAttribute('href', url);
      }
    });

    test('below 1024 px the search box is in the mobile menu', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('banner').locator('summary', { hasText: searchContent.open })).toBeHidden();
      await page.locator('#mobile-menu-toggle').click();
      const menu = page.locator('#mobile-menu');
      await menu.getByRole('searchbox', { name: searchContent.label }).fill('feeds');
      await menu.getByRole('button', { name: searchContent.submit }).click();
      await expect(page).toHaveURL(/\/search\?q=feeds$/);
      await expect(page.getByTestId('search-result').first()).toBeVisible();
    });

    test('a search that finds nothing says so and offers services, case studies and contact; results pages are not indexed', async ({ page }) => {
      const words = `nothingmatches${unique('q')}`;
      await page.goto(`/search?q=${words}`);
      await expect(page.getByRole('heading', { level: 2, name: searchContent.none(words) })).toBeVisible();
      for (const link of searchContent.fallbackLinks)
        await expect(page.getByRole('main').getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      // The searched words stay in the box, to be changed.
      await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(words);
    });

    test("the 404 page suggests the site's pages by the missing path's words, with a search box holding them", async ({ page, request }) => {
      // Letters only: a path's words are its letters (contract/search.ts missingPathWords).
      const word = `lantern${Math.random()
        .toString(36)
        .replace(/[^a-z]/g, '')
        .slice(0, 8)}`;
      const question = `Can you collect ${word} prices?`;
      const res = await request.post('/api/content/faq', {
        headers: await adminBearer(request),
        data: { data: { group: 'General', question, answer: '<p>Yes.</p>' }, action: 'publish' },
      });
      expect(res.status(), await res.text()).toBe(201);
      const missing = await page.goto(`/${word}-pricing.html`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: /Page not found/ })).toBeVisible();
      await expect(page.getByTestId('not-found-suggestions').getByRole('link', { name: new RegExp(question.replace('?', '\\?')) })).toHaveAttribute(
        'href',
        '/faq',
      );
      await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(`${word} pricing`);
      for (const link of searchContent.fallbackLinks) await expect(page.getByRole('main').getByRole('link', { name: link.label })).toBeVisible();
      // A content page's address naming nothing (a service, a case study, a post, a legal page) suggests by its slug's words too.
      for (const section of ['/services', '/case-studies', '/blogs', '/legal']) {
        expect((await page.goto(`${section}/${word}`))?.status(), section).toBe(404);
        await expect(page.getByTestId('not-found-suggestions').getByRole('link', { name: new RegExp(word) }), section).toHaveAttribute(
          'href',
          '/faq',
        );
        await expect(page.getByRole('main').getByRole('searchbox'), section).toHaveValue(word);
      }
      // A path without words (a scanner's) gets the plain page: no suggestions.
      await page.goto('/.env');
      await expect(page.getByTestId('not-found-suggestions')).toHaveCount(0);
    });
  });

  test('with JavaScript the header box takes the cursor when opened and Escape closes it', async ({ page }) => {
    await gotoWithHeader(page, '/');
    const header = page.getByRole('banner');
    await header.locator('summary', { hasText: searchContent.open }).click();
    const box = header.getByRole('searchbox', { name: searchContent.label });
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
  });
});
