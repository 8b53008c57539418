import { expect, test } from './fixtures';

test('the sitemap is one file below 45,000 URLs; its index files answer only once it is an index', async ({ request }) => {
  const root = await request.get('/sitemap.xml');
  expect(root.status()).toBe(200);
  expect(root.headers()['content-type']).toContain('application/xml');
  const xml = await root.text();
  expect(xml).toContain('<urlset ');
  expect(xml).toMatch(/<loc>[^<]+\/blogs\/[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+Z<\/lastmod>/);
  // Every entry, pages included, says when it last changed (decision 077).
  const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
  expect(urls.length).toBeGreaterThan(10);
  for (const url of urls) expect(url).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[^<]+Z<\/lastmod>/);
  // The pages' file of the index form answers always; the posts' files only past 45,000 URLs.
  const pages = await request.get('/sitemaps/pages.xml');
  expect(pages.status()).toBe(200);
  expect(await pages.text()).toContain('/faq</loc>');
  for (const missing of ['/sitemaps/posts-1.xml', '/sitemaps/posts-0.xml', '/sitemaps/other.xml']) {
    expect((await request.get(missing)).status(), missing).toBe(404);
  }
});
