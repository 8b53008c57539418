import { describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { webContext, type WebLoadContext } from '~/lib/load-context';
import { loader, NOT_LAUNCHED_ROBOTS_TXT, robotsTxt } from './robots';

/** RFC 9309 matching as Google does it: '*' and '$' patterns, the longest match wins, Allow wins a tie. */
function allowed(txt: string, path: string): boolean {
  const rules = txt
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && m[2] !== '')
    .map(([, kind, pattern]) => ({ allow: kind === 'Allow', pattern: pattern! }));
  const toRegExp = (pattern: string) => {
    const anchored = pattern.endsWith('$');
    const body = (anchored ? pattern.slice(0, -1) : pattern)
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${body}${anchored ? '$' : ''}`);
  };
  let best: { allow: boolean; length: number } = { allow: true, length: -1 };
  for (const rule of rules) {
    if (!toRegExp(rule.pattern).test(path)) continue;
    if (rule.pattern.length > best.length || (rule.pattern.length === best.length && rule.allow))
      best = { allow: rule.allow, length: rule.pattern.length };
  }
  return best.allow;
}

const txt = robotsTxt('https://example.com');

describe('robots.txt', () => {
  it('lets crawlers reach articles whose slug starts like a staff screen', () => {
    for (const path of [
      '/blogs/news-scraping-guide',
      '/blogs/newsletter-tips',
      '/blogs/new-year-data-trends',
      '/blogs/editing-scrapers',
      '/blog',
      '/blog?page=2',
      '/',
      '/faq',
      '/services/daily-data',
      '/rss.xml',
    ]) {
      expect(allowed(txt, path), path).toBe(true);
    }
  });

  it('keeps the staff screens out', () => {
    for (const path of [
      '/blogs',
      '/blogs/',
      '/blogs/new',
      '/blogs/new/',
      '/blogs/edit/3f2a',
      '/dashboard',
      '/subscriptions',
      '/admin/users',
      '/auth/login',
      '/users',
    ]) {
      expect(allowed(txt, path), path).toBe(false);
    }
  });

  it('is the exact text, with end-anchored blog rules and the sitemap line', () => {
    expect(txt).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /subscriptions',
        'Disallow: /admin/',
        'Disallow: /auth/',
        'Disallow: /users',
        'Disallow: /blogs$',
        'Disallow: /blogs/$',
        'Disallow: /blogs/new$',
        'Disallow: /blogs/new/$',
        'Disallow: /blogs/edit/',
        '',
        'Sitemap: https://example.com/sitemap.xml',
        '',
      ].join('\n'),
    );
    expect(txt).not.toMatch(/^Disallow: \/blogs\/new$/m);
  });

  const serve = (launched: boolean) => {
    const apiFetch = (async () => Response.json({ launched })) as unknown as typeof fetch;
    const values = { siteUrl: 'https://shop.example', apiBase: 'http://in-process', apiFetch } as WebLoadContext;
    return loader({ context: new RouterContextProvider(new Map([[webContext, values]])) } as unknown as Parameters<typeof loader>[0]);
  };

  it('is served as plain text for the configured site once launched', async () => {
    const response = await serve(true);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('disallows everything and names no sitemap before launch (decision 115)', async () => {
    const text = await (await serve(false)).text();
    expect(text).toBe('User-agent: *\nDisallow: /\n');
    expect(text).toBe(NOT_LAUNCHED_ROBOTS_TXT);
    for (const path of ['/', '/faq', '/blogs/news-scraping-guide']) expect(allowed(text, path), path).toBe(false);
  });
});
