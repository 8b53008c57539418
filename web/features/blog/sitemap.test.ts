import { describe, expect, it } from 'vitest';
import { SITEMAP_POSTS_PER_FILE } from '@contract/blogs';
import { PUBLIC_PATHS, postsSitemapNumber, rootSitemap } from './sitemap';

const site = 'https://example.com';
const BUILT = '2025-12-01T10:00:00.000Z';
const posts = (n: number) => Array.from({ length: n }, (_, i) => ({ slug: `post-${i}`, updatedAt: '2026-01-02T03:04:05.000Z' }));

describe('the sitemap', () => {
  it('is one file with the pages and every post while they fit', () => {
    const xml = rootSitemap(site, { total: 2, perPage: SITEMAP_POSTS_PER_FILE, posts: posts(2) }, BUILT);
    expect(xml).toContain('<urlset ');
    expect(xml.match(/<url>/g)).toHaveLength(PUBLIC_PATHS.length + 2);
    expect(xml).toContain('<url><loc>https://example.com/blogs/post-1</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>');
    // Every entry has a lastmod (decision 077): the pages the build's, Home and the blog their newest post's when later.
    expect(xml.match(/<url><loc>[^<]+<\/loc><lastmod>[^<]+<\/lastmod><\/url>/g)).toHaveLength(PUBLIC_PATHS.length + 2);
    expect(xml).toContain(`<url><loc>https://example.com/faq</loc><lastmod>${BUILT}</lastmod></url>`);
    expect(xml).toContain('<url><loc>https://example.com/blog</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>');
    expect(rootSitemap(site, { total: 0, perPage: SITEMAP_POSTS_PER_FILE, posts: [] }, BUILT)).toContain(
      `<url><loc>https://example.com/</loc><lastmod>${BUILT}</lastmod></url>`,
    );
  });

  it('becomes an index of the pages file and one posts file per 45,000 posts past 45,000 URLs', () => {
    const total = SITEMAP_POSTS_PER_FILE * 2 + 1;
    const xml = rootSitemap(site, { total, perPage: SITEMAP_POSTS_PER_FILE, posts: posts(3) }, BUILT);
    expect(xml).toContain('<sitemapindex ');
    expect(xml).not.toContain('<url>');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://example.com/sitemaps/pages.xml',
      'https://example.com/sitemaps/posts-1.xml',
      'https://example.com/sitemaps/posts-2.xml',
      'https://example.com/sitemaps/posts-3.xml',
    ]);
    // The edge: the pages and the posts exactly fill one file.
    expect(rootSitemap(site, { total: SITEMAP_POSTS_PER_FILE - PUBLIC_PATHS.length, perPage: SITEMAP_POSTS_PER_FILE, posts: [] }, BUILT)).toContain(
      '<urlset ',
    );
    expect(
      rootSitemap(site, { total: SITEMAP_POSTS_PER_FILE - PUBLIC_PATHS.length + 1, perPage: SITEMAP_POSTS_PER_FILE, posts: [] }, BUILT),
    ).toContain('<sitemapindex ');
  });

  it('reads only its own file names', () => {
    expect(postsSitemapNumber('posts-12.xml')).toBe(12);
    for (const name of ['posts-0.xml', 'posts-01.xml', 'posts-1.xml.gz', 'pages.xml', 'posts-.xml', 'posts-99999.xml'])
      expect(postsSitemapNumber(name)).toBeNull();
  });
});
