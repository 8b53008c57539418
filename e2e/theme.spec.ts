import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DARK_GROUND = 'rgb(11, 18, 32)';
const LIGHT_GROUND = 'rgb(255, 255, 255)';

const ground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);
const toggle = (page: Page) => page.locator('header [data-theme-toggle]');

/** Records every change of the html element's class, and whether the document was still being parsed. */
async function watchThemeClass(page: Page) {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { themeChanges: string[] }).themeChanges = changes;
    // Run before the html element exists: watch the document for it.
    new MutationObserver((records) => {
      for (const r of records)
        if (r.target === document.documentElement) changes.push(`${document.readyState}:${document.documentElement.className}`);
    }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
  });
}
const themeChanges = (page: Page) => page.evaluate(() => (window as unknown as { themeChanges: string[] }).themeChanges);

test('the system dark scheme darkens public pages; staff screens stay light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  expect(await ground(page)).toBe(DARK_GROUND);
  await expect(toggle(page)).toHaveAccessibleName('Switch to light theme');
  // Headings on the dark ground are light; the footer (navy) keeps its light-on-dark colours.
  expect(await page.locator('h1').evaluate((h) => getComputedStyle(h).color)).toBe('rgb(232, 238, 248)');
  expect(await page.locator('main ~ footer').evaluate((f) => getComputedStyle(f).backgroundColor)).toBe('rgb(11, 31, 58)');
  await page.goto('/auth/login');
  expect(await ground(page)).toBe(LIGHT_GROUND);
});

test('the toggle is remembered across reloads and set before the first paint; choosing the system scheme forgets it', async ({ page }) => {
  await watchThemeClass(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/faq');
  await toggle(page).click();
  expect(await ground(page)).toBe(LIGHT_GROUND);
  await expect(toggle(page)).toHaveAccessibleName('Switch to dark theme');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  expect(await htmlClass(page)).toBe('light');
  expect(await ground(page)).toBe(LIGHT_GROUND);
  // The class was set while the head was parsed (before anything was painted), and never after.
  await page.waitForLoadState('networkidle');
  expect(await themeChanges(page)).toEqual(['loading:light']);

  await page.goto('/aboutus');
  expect(await ground(page)).toBe(LIGHT_GROUND);
  await toggle(page).click();
  expect(await ground(page)).toBe(DARK_GROUND);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  expect(await htmlClass(page)).toBe('');
});

test('on a light system the toggle turns dark, and the choice holds on the next page', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  expect(await ground(page)).toBe(LIGHT_GROUND);
  await toggle(page).click();
  expect(await ground(page)).toBe(DARK_GROUND);
  await page.goto('/contactus');
  expect(await htmlClass(page)).toBe('dark');
  expect(await ground(page)).toBe(DARK_GROUND);
});

test('without JavaScript the system scheme still applies', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/faq');
  expect(await ground(page)).toBe(DARK_GROUND);
  await context.close();
});

test('an article prints without the site navigation, black on white, with the addresses of its links', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark', media: 'print' });
  await page.goto('/blog');
  await page.locator('main article h3 a, main article h2 a').first().click();
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('[data-island="site-header"] header')).toBeHidden();
  await expect(page.locator('main ~ footer')).toBeHidden();
  expect(await ground(page)).toBe(LIGHT_GROUND);
  expect(
    await page
      .locator('article h1')
      .first()
      .evaluate((h) => getComputedStyle(h).color),
  ).not.toBe('rgb(241, 245, 249)');
  const printed = await page
    .locator('article')
    .first()
    .evaluate((article) => {
      const outside = document.createElement('a');
      outside.href = 'https://example.com/source';
      outside.textContent = 'a source';
      article.append(outside);
      return getComputedStyle(outside, '::after').content;
    });
  expect(printed).toBe('" (https://example.com/source)"');
});

test('the typeface is preloaded from this site, cached for a year, and used', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
  expect(href).toMatch(/^\/assets\/inter-core-[0-9a-f]{8}\.woff2$/);
  const font = await request.get(href!);
  expect(font.status()).toBe(200);
  expect(font.headers()['cache-control']).toContain('immutable');
  // Inter's faces for the text a heading sets have loaded (check() is false while one is still to come).
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px Inter', 'Data services'))).toBe(true);
  expect(await page.evaluate(() => [...document.fonts].filter((f) => f.family === 'Inter').length)).toBe(2);
  expect(await page.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^Inter, "Inter Fallback"/);
});

test('a page that sets no letter outside the preloaded cut fetches only it; one that does fetches the Latin-1 rest', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
  });
  await page.goto('/legal/privacy');
  await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
  expect(fonts).toEqual([expect.stringMatching(/^\/assets\/inter-core-/)]);

  await page.evaluate(() => {
    const p = document.createElement('p');
    p.textContent = 'Señor Núñez, Malmö';
    document.querySelector('main')!.append(p);
  });
  await expect.poll(() => fonts.some((f) => f.startsWith('/assets/inter-latin1-'))).toBe(true);
  await expect.poll(() => page.evaluate(() => document.fonts.check('400 16px Inter', 'Señor Núñez, Malmö'))).toBe(true);
});

test('the home page draws the data pipeline as an inline picture with real text', async ({ page }) => {
  await page.goto('/');
  const picture = page.getByRole('img', { name: 'How your data flows: sources, collection, cleaning, delivery' });
  await expect(picture).toBeVisible();
  const words = await picture.locator('text').allTextContents();
  expect(words).toEqual(expect.arrayContaining(['Sources', 'Collection', 'Cleaning', 'Delivery', 'Websites', 'PDFs', 'CSV', 'Dashboard']));
});
