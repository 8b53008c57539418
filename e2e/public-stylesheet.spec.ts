import type { Page } from '@playwright/test';
import { expect, gotoWithHeader, test } from './fixtures';
import { publicRoutes } from './public-routes';

/**
 * Public pages carry their own stylesheet inline, built from the classes of the files they import
 * (scripts/public-stylesheet.ts). Every element must look the same as with the whole site's
 * stylesheet: each page's computed styles with its own stylesheet, then with the full one linked
 * in its place, compared property by property.
 */

/**
 * Each element and its ::before / ::after boxes, named by its element, with its computed style as one
 * string; and the body's style as declarations (an empty read would make every page "the same").
 */
type Boxes = { names: string[]; styles: string[]; body: string };

/**
 * The computed style of every box on the page. With `only`, the styles of those boxes alone (the
 * others empty): reading them all out of the page is what cost 10–30 s a page, so a whole page
 * crosses as one short fingerprint per box, and only a failure reads the boxes that differ.
 */
function readBoxes(page: Page, only?: number[]): Promise<Boxes> {
  return page.evaluate(async (only) => {
    // A colour or outline still easing in (a menu just opened) would read differently each load.
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    const wanted = only ? new Set(only) : null;
    const names: string[] = [];
    const styles: string[] = [];
    let body = '';
    document.querySelectorAll('body, body *').forEach((el, index) => {
      const name = `#${index} <${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`;
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        // A pseudo-element without content has no box to compare.
        if (pseudo && style.content === 'none') continue;
        const box = names.length;
        names.push(`${name}${pseudo ?? ''}`);
        if (wanted && !wanted.has(box)) {
          styles.push('');
          continue;
        }
        // One "property: value" a line. Custom properties differ by design (the theme's unused
        // variables are left out); what they resolve to shows in the standard properties.
        // (Chromium's computed cssText is empty, so property by property.)
        let text = '';
        for (let i = 0; i < style.length; i++) {
          const prop = style[i]!;
          if (!prop.startsWith('--')) text += `${prop}: ${style.getPropertyValue(prop)}\n`;
        }
        if (box === 0) body = text;
        if (wanted) {
          styles.push(text);
          continue;
        }
        // cyrb53: a 53-bit fingerprint of the text, so a page crosses as a few kB.
        let h1 = 0xdeadbeef;
        let h2 = 0x41c6ce57;
        for (let i = 0; i < text.length; i++) {
          const c = text.charCodeAt(i);
          h1 = Math.imul(h1 ^ c, 2654435761);
          h2 = Math.imul(h2 ^ c, 1597334677);
        }
        h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
        h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
        styles.push(`${text.length}:${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`);
      }
    });
    return { names, styles, body };
  }, only);
}

/** The whole site's stylesheet, as staff screens link it. */
async function fullStylesheetHref(page: Page): Promise<string> {
  const html = await (await page.request.get('/auth/login')).text();
  const href = /<link[^>]+rel="stylesheet" href="(\/assets\/root-[\w-]+\.css)"/.exec(html)?.[1];
  expect(href, 'the sign-in screen links the full stylesheet').toBeTruthy();
  return href!;
}

/**
 * Serves each page's document as it first came from the server, then with the same HTML on every later
 * load: other tests share the server and change its content (a service published and deleted by
 * services.spec.ts), which changed the footer between the two loads compared. With `full` on, the
 * document comes with a link to the full stylesheet (at `href`) in place of its inline one.
 */
async function pinDocuments(page: Page, href: string) {
  // Headers too: a page's CSP nonce must match its scripts'.
  const documents = new Map<string, { status: number; headers: Record<string, string>; html: string }>();
  const state = { full: false };
  await page.route(
    (url) => !url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/api/'),
    async (route) => {
      const request = route.request();
      if (request.resourceType() !== 'document') return route.continue();
      let saved = documents.get(request.url());
      if (saved === undefined) {
        const response = await route.fetch();
        // The body is kept decoded, so it goes back without its encoding and length.
        const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
        saved = { status: response.status(), headers, html: await response.text() };
        documents.set(request.url(), saved);
      }
      const { status, headers, html } = saved;
      const body = state.full ? html.replace(/<style>[\s\S]*?<\/style>/, `<link rel="stylesheet" href="${href}"/>`) : html;
      await route.fulfill({ status, headers, body });
    },
  );
  return state;
}

/** Properties that differ in the given boxes, at most a few for a readable failure. */
function differences(names: string[], own: string[], full: string[], boxes: number[]): string[] {
  const parse = (text: string) =>
    new Map(
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(/: (.*)/s) as [string, string]),
    );
  const diffs: string[] = [];
  for (const box of boxes) {
    const [mine, other] = [parse(own[box]!), parse(full[box]!)];
    for (const prop of new Set([...mine.keys(), ...other.keys()])) {
      if (mine.get(prop) !== other.get(prop)) diffs.push(`${names[box]} ${prop}: own "${mine.get(prop)}", full "${other.get(prop)}"`);
    }
  }
  return diffs.slice(0, 10);
}

/**
 * Opens the page (and brings it to the state to compare) with its own stylesheet, then with the full
 * one at `href`. Fails naming `label`.
 */
async function expectSameAsFullStylesheet(page: Page, label: string, href: string, open: () => Promise<void>) {
  const pinned = await pinDocuments(page, href);
  const withFull = async (read: () => Promise<Boxes>) => {
    pinned.full = true;
    try {
      await open();
      await expect(page.locator('style'), `${label}: the inline stylesheet replaced`).toHaveCount(0);
      return await read();
    } finally {
      pinned.full = false;
    }
  };
  try {
    await compareLoads(page, label, open, withFull);
  } finally {
    await page.unrouteAll();
  }
}

async function compareLoads(page: Page, label: string, open: () => Promise<void>, withFull: (read: () => Promise<Boxes>) => Promise<Boxes>) {
  await open();
  const own = await readBoxes(page);
  expect(own.names.length, `${label}: boxes read`).toBeGreaterThan(50);
  expect(own.body, `${label}: the body's style reads as declarations`).toMatch(/^[a-z-]+: .+\n[a-z-]+: /);
  const full = await withFull(() => readBoxes(page));
  expect(own.names, `${label}: the same elements`).toEqual(full.names);
  const differing = own.styles.flatMap((style, box) => (style === full.styles[box] ? [] : [box]));
  if (differing.length === 0) return;
  // Only on a failure: read the differing boxes' properties on both loads, to name them.
  await open();
  const ownDetail = await readBoxes(page, differing);
  const fullDetail = await withFull(() => readBoxes(page, differing));
  expect(differences(own.names, ownDetail.styles, fullDetail.styles, differing), `${label}: differing properties`).toEqual([]);
  throw new Error(
    `${label}: ${differing.length} boxes differed between the loads, then matched when read again: ${differing
      .slice(0, 5)
      .map((box) => own.names[box])
      .join(', ')}`,
  );
}

/**
 * Checks each page in turn in one browser page, softly: a page that differs fails the test naming
 * that page, and the pages after it are still checked.
 */
async function expectPagesSameAsFullStylesheet(page: Page, paths: string[]) {
  const href = await fullStylesheetHref(page);
  for (const path of paths) {
    const failure = await expectSameAsFullStylesheet(page, path, href, async () => {
      await page.goto(path);
    }).then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect.soft(failure, `${path} looks the same as with the full stylesheet`).toBeNull();
  }
}

/** A published post's path (the starter content has some). */
async function articlePath(page: Page): Promise<string> {
  const html = await (await page.request.get('/blog')).text();
  const path = /href="(\/blogs\/[\w-]+)"/.exec(html)?.[1];
  expect(path, 'a post on /blog').toBeTruthy();
  return path!;
}

/**
 * A few pages a test: one test a page paid a new browser context per page, and all of them in one
 * test took close to its time limit on a loaded CI machine.
 */
const PAGES_PER_TEST = 6;
const groups = Array.from({ length: Math.ceil(publicRoutes.length / PAGES_PER_TEST) }, (_, i) =>
  publicRoutes.slice(i * PAGES_PER_TEST, (i + 1) * PAGES_PER_TEST),
);

for (const width of [390, 1280]) {
  test.describe(`public stylesheet at ${width} px, without JavaScript`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled: false });
    // Reading every computed style of a long page twice takes 15–40 s on a loaded 2-core machine (the
    // home and contact pages timed out at 30 s in CI beside other work): three times the usual limit.
    test.slow();

    for (const group of groups) {
      test(`${group.join(', ')} look the same as with the full stylesheet`, async ({ page }) => {
        await expectPagesSameAsFullStylesheet(page, group);
      });
    }

    test('an article looks the same as with the full stylesheet', async ({ page }) => {
      await expectPagesSameAsFullStylesheet(page, [await articlePath(page)]);
    });
  });
}

test.describe('public stylesheet with the islands running', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the open mobile menu looks the same as with the full stylesheet', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await expectSameAsFullStylesheet(page, 'the open mobile menu on /faq', await fullStylesheetHref(page), async () => {
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
    await expectSameAsFullStylesheet(page, 'the open Services menu on /faq', await fullStylesheetHref(page), async () => {
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
