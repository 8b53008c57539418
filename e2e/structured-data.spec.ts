import { jsonLdProblems } from '../test/helpers/json-ld-rules';
import { expect, test } from './fixtures';

/** Every application/ld+json block of a page's HTML, parsed. */
function jsonLdBlocks(html: string): { '@type'?: string }[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@type'?: string });
}

/** The types a page must carry, by its path. */
function expectedTypes(path: string): string[] {
  if (path === '/') return ['Organization', 'WebSite'];
  if (path === '/faq') return ['BreadcrumbList', 'FAQPage'];
  if (path.startsWith('/services/')) return ['BreadcrumbList', 'Service'];
  if (/^\/blogs\/(?!tag\/|author\/)[^/]+$/.test(path)) return ['BlogPosting', 'BreadcrumbList'];
  return ['BreadcrumbList'];
}

test('every page of the sitemap carries structured data that passes the schema.org rules, of the types its kind needs (decision 077)', async ({
  request,
  baseURL,
}) => {
  test.slow();
  const siteUrl = baseURL!;
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(siteUrl.length));
  // Home, the pages, an article, a tag and an author page at least.
  expect(paths).toContain('/');
  expect(paths.some((p) => p.startsWith('/blogs/tag/'))).toBe(true);
  expect(paths.some((p) => p.startsWith('/blogs/author/'))).toBe(true);
  // …and the pages whose own types are checked: the FAQ, a service and an article.
  expect(paths).toContain('/faq');
  expect(paths.some((p) => expectedTypes(p).includes('Service'))).toBe(true);
  expect(paths.some((p) => expectedTypes(p).includes('BlogPosting'))).toBe(true);
  for (const path of paths) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const blocks = jsonLdBlocks(await res.text());
    for (const block of blocks) expect(jsonLdProblems(block, siteUrl), `${path} ${block['@type']}`).toEqual([]);
    expect(blocks.map((b) => b['@type']).sort(), path).toEqual(expectedTypes(path));
  }
  // A page nobody should index carries none.
  const missing = await request.get('/this-page-does-not-exist');
  expect(jsonLdBlocks(await missing.text())).toEqual([]);
});
