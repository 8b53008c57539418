import { expect, test } from './fixtures';

/**
 * Security headers on what the built server sends besides the API (the API suite covers its
 * routes): pages (public, staff, sign-in, 404), machine-readable resources and static files.
 */
test('every kind of response carries the security headers and no server version', async ({ request }) => {
  const home = await request.get('/');
  const islandsScript = /<script type="module" src="(\/assets\/islands-[\w-]+\.js)"/.exec(await home.text())?.[1];
  expect(islandsScript).toBeTruthy();

  const targets = [
    '/',
    '/faq',
    '/services/daily-data',
    '/blog',
    '/auth/login',
    '/dashboard',
    '/users',
    '/no-such-page',
    '/sitemap.xml',
    '/robots.txt',
    '/rss.xml',
    '/favicon.svg',
    islandsScript!,
    '/api/health',
    '/api/blogs',
  ];
  for (const path of targets) {
    const res = await request.get(path, { maxRedirects: 0 });
    const h = res.headers();
    const csp = h['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(csp, `${path}: CSP`).not.toBe('');
    expect(scriptSrc, `${path}: script-src`).not.toContain("'unsafe-inline'");
    expect(scriptSrc, `${path}: script-src`).not.toContain("'unsafe-eval'");
    expect(csp, `${path}: frame-ancestors`).toContain("frame-ancestors 'none'");
    expect(h['x-content-type-options'], `${path}: nosniff`).toBe('nosniff');
    expect(h['referrer-policy'], `${path}: referrer policy`).toBe('strict-origin-when-cross-origin');
    expect(h['x-frame-options'], `${path}: x-frame-options`).toBe('DENY');
    expect(h['x-powered-by'], `${path}: x-powered-by`).toBeUndefined();
    expect(h['server'], `${path}: server`).toBeUndefined();
    // Plain http here: HSTS only behind TLS (the API suite checks the https case).
    expect(h['strict-transport-security'], `${path}: hsts`).toBeUndefined();
  }
});

test('pages allow only their own nonce for inline scripts, fresh per response', async ({ request }) => {
  const nonces: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await request.get('/faq');
    const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    // Every script element of the page carries this response's nonce.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    nonces.push(nonce!);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});
