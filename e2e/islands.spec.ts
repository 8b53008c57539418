import type { Page } from '@playwright/test';
import { ADMIN, expect, scrollToHydrated, test } from './fixtures';
import { publicRoutes } from './public-routes';

/** Every script the page loads, by URL path, scrolled from top to bottom. */
async function scriptsLoadedBy(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  await page.waitForLoadState('networkidle');
  // Islands that wake near the viewport (the forms): scroll through the page so they load too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  // Until no new script has been asked for in half a second.
  for (let seen = -1; seen !== scripts.length;) {
    seen = scripts.length;
    await page.waitForTimeout(500);
  }
  return scripts;
}

/** Text found only in React Router's runtime and in the post editor (ProseMirror): neither belongs on a public page. */
const FOREIGN_CODE = ['may be used only in the context of a <Router>', 'ProseMirror'];

/**
 * A public page names one script, the islands entry, and everything it loads is an islands chunk
 * (an island's code, React DOM), never the router's runtime or staff code; no hydration data, no
 * module preloads.
 */
async function expectOnlyIslands(page: Page, scripts: string[]): Promise<void> {
  const named = await page.locator('script[src]').evaluateAll((els) => els.map((el) => new URL((el as HTMLScriptElement).src).pathname));
  expect(named).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
  expect(scripts[0]).toBe(named[0]);
  for (const script of scripts) {
    expect(script).toMatch(/^\/assets\/islands-[\w-]+\.js$/);
    const body = await (await page.request.get(script)).text();
    for (const marker of FOREIGN_CODE) expect(body, `${script} holds "${marker}"`).not.toContain(marker);
  }
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
}

test.describe('public pages ship islands, not the router', () => {
  for (const path of [...publicRoutes, '/users']) {
    test(`${path} loads only islands code`, async ({ page }) => {
      await expectOnlyIslands(page, await scriptsLoadedBy(page, path));
    });
  }

  test('a page fetches only the islands it has', async ({ page }) => {
    // The FAQ page has no carousel; the home page has no FAQ explorer.
    const faq = await scriptsLoadedBy(page, '/faq');
    expect(faq.some((s) => s.includes('faq-explorer'))).toBe(true);
    expect(faq.filter((s) => s.includes('carousel'))).toEqual([]);
    const home = await scriptsLoadedBy(page, '/');
    expect(home.filter((s) => s.includes('faq-explorer'))).toEqual([]);
  });

  test('an article loads only islands code', async ({ page, request }) => {
    const login = await request.post('/api/auth/login', { data: ADMIN });
    const { token } = (await login.json()) as { token: string };
    const created = await request.post('/api/blogs/new', {
      headers: { authorization: `Bearer ${token}` },
      data: { title: `Islands article ${Date.now()}`, content: '<p>Read me.</p>' },
    });
    const { slug } = (await created.json()) as { slug: string };
    await expectOnlyIslands(page, await scriptsLoadedBy(page, `/blogs/${slug}`));
  });

  test('every island on the home page hydrates: the header, carousels and forms respond', async ({ page }) => {
    await page.goto('/');
    const islands = await page.locator('[data-island]').evaluateAll((els) => els.map((el) => el.getAttribute('data-island')));
    expect(islands).toEqual(['site-header', 'logo-strip', 'testimonials', 'contact-form', 'newsletter']);
    // The forms' islands wake as a visitor scrolls to them.
    await scrollToHydrated(page.getByRole('form', { name: 'Contact form' }));
    await scrollToHydrated(page.getByRole('contentinfo').locator('form'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please enter your email')).toBeVisible();
  });
});

test('public pages prefetch a public page on hover; the sign-in screen has no such rules', async ({ page }) => {
  await page.goto('/faq');
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}') as {
    prefetch: { eagerness: string; where: unknown }[];
  };
  expect(rules.prefetch[0]?.eagerness).toBe('moderate');
  expect(JSON.stringify(rules.prefetch[0]?.where)).toContain('/dashboard');
  const prefetched = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/aboutus' && r.headers()['sec-purpose']?.includes('prefetch') === true,
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).hover();
  await prefetched;

  await page.goto('/auth/login');
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);
});

test.describe('staff screens keep the router', () => {
  test('the login screen loads the router; signed in, a link to a public page renders it in place', async ({ page, request }) => {
    const scripts = await scriptsLoadedBy(page, '/auth/login');
    expect(scripts.some((s) => s.includes('/assets/entry.client-'))).toBe(true);
    expect(scripts.some((s) => s.includes('/assets/islands-'))).toBe(false);

    const login = await request.post('/api/auth/login', { data: ADMIN });
    const { token } = (await login.json()) as { token: string };
    const title = `Staff to public ${Date.now()}`;
    const created = await request.post('/api/blogs/new', {
      headers: { authorization: `Bearer ${token}` },
      data: { title, content: '<p>Hello.</p>' },
    });
    const { slug } = (await created.json()) as { slug: string };

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blogs' }).click();
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Rendered by the router in the browser: the header's menu still works.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'Services' }).hover();
    await expect(nav.getByRole('link', { name: 'Daily Data Feeds' })).toBeVisible();
  });
});
