import type { Page } from '@playwright/test';
import { expect, gotoWithHeader, test } from './fixtures';
import { publicRoutes } from './public-routes';

/**
 * Public pages carry their own stylesheet inline, built from the classes of the files they import
 * (scripts/public-stylesheet.ts). Every element must look the same as with the whole site's
 * stylesheet: each page's computed styles with its own stylesheet, then with the full one linked
 * in its place, compared property by property.
 */

type Styles = [name: string, props: Record<string, string>][];

/** Computed style of every element and of its ::before / ::after boxes, each named by its element. */
function computedStyles(page: Page): Promise<Styles> {
  return page.evaluate(() => {
    const out: [string, Record<string, string>][] = [];
    document.querySelectorAll('body, body *').forEach((el, index) => {
      const name = `#${index} <${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`;
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        // A pseudo-element without content has no box to compare.
        if (pseudo && style.content === 'none') continue;
        const props: Record<string, string> = {};
        // Custom properties differ by design (the theme's unused variables are left out); what
        // they resolve to shows in the standard properties.
        for (const prop of Array.from(style)) if (!prop.startsWith('--')) props[prop] = style.getPropertyValue(prop);
        out.push([`${name}${pseudo ?? ''}`, props]);
      }
    });
    return out;
  });
}

/** The whole site's stylesheet, as staff screens link it. */
async function fullStylesheetHref(page: Page): Promise<string> {
  const html = await (await page.request.get('/auth/login')).text();
  const href = /<link[^>]+rel="stylesheet" href="(\/assets\/root-[\w-]+\.css)"/.exec(html)?.[1];
  expect(href, 'the sign-in screen links the full stylesheet').toBeTruthy();
  return href!;
}

/** From now on, pages come with a link to the full stylesheet in place of their inline one. */
async function serveWithFullStylesheet(page: Page) {
  const href = await fullStylesheetHref(page);
  await page.route(
    (url) => !url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(/<style>[\s\S]*?<\/style>/, `<link rel="stylesheet" href="${href}"/>`);
      await route.fulfill({ response, body: html });
    },
  );
}

/** Properties that differ, element by element, at most a few for a readable failure. */
function differences(own: Styles, full: Styles): string[] {
  expect(
    own.map(([name]) => name),
    'the same elements',
  ).toEqual(full.map(([name]) => name));
  const diffs: string[] = [];
  own.forEach(([name, props], i) => {
    const other = full[i]![1];
    for (const prop of new Set([...Object.keys(props), ...Object.keys(other)])) {
      if (props[prop] !== other[prop]) diffs.push(`${name} ${prop}: own "${props[prop]}", full "${other[prop]}"`);
    }
  });
  return diffs.slice(0, 10);
}

/** Opens the page (and brings it to the state to compare) with its own stylesheet, then with the full one. */
async function expectSameAsFullStylesheet(page: Page, open: () => Promise<void>) {
  await open();
  const own = await computedStyles(page);
  expect(own.length).toBeGreaterThan(50);
  await serveWithFullStylesheet(page);
  await open();
  await expect(page.locator('style')).toHaveCount(0);
  expect(differences(own, await computedStyles(page))).toEqual([]);
  await page.unrouteAll();
}

/** A published post's path (the starter content has some). */
async function articlePath(page: Page): Promise<string> {
  const html = await (await page.request.get('/blog')).text();
  const path = /href="(\/blogs\/[\w-]+)"/.exec(html)?.[1];
  expect(path, 'a post on /blog').toBeTruthy();
  return path!;
}

for (const width of [390, 1280]) {
  test.describe(`public stylesheet at ${width} px, without JavaScript`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled: false });
    // Reading every computed style of a long page twice takes 15–40 s on a loaded 2-core machine (the
    // home and contact pages timed out at 30 s in CI beside other work): three times the usual limit.
    test.slow();

    // One test a page: all of them in one test took close to its time limit on a loaded CI machine.
    for (const path of publicRoutes) {
      test(`${path} looks the same as with the full stylesheet`, async ({ page }) => {
        await expectSameAsFullStylesheet(page, async () => {
          await page.goto(path);
        });
      });
    }

    test('an article looks the same as with the full stylesheet', async ({ page }) => {
      const path = await articlePath(page);
      await expectSameAsFullStylesheet(page, async () => {
        await page.goto(path);
      });
    });
  });
}

test.describe('public stylesheet with the islands running', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the open mobile menu looks the same as with the full stylesheet', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await expectSameAsFullStylesheet(page, async () => {
      await gotoWithHeader(page, '/faq');
      // From the keyboard, as the Services menu below: a click leaves the pointer over the toggle,
      // and whether its hover background had applied when styles were read differed between loads.
      await page.getByRole('banner').locator('[aria-controls="mobile-menu"], #mobile-menu-toggle').focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('#mobile-menu')).toBeVisible();
    });
  });

  test('the open Services menu looks the same as with the full stylesheet', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectSameAsFullStylesheet(page, async () => {
      await gotoWithHeader(page, '/faq');
      // Opened from the keyboard: a click leaves the pointer over the trigger, and whether its hover
      // style had applied by the time styles were read differed between the two loads.
      await page
        .getByRole('banner')
        .locator('summary')
        .filter({ hasText: /^Services$/ })
        .focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Bulk Data Scraping' })).toBeFocused();
    });
  });
});
