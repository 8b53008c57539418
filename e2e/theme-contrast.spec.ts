import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';

/** Issue 48 point 5: what dark mode (decision 079) left bright or lost on the dark ground. */
type Rgb = [number, number, number];

const LIGHT_PANEL: Rgb = [238, 246, 255]; // #eef6ff, the illustrations' ground in light
const DARK_PANEL: Rgb = [15, 34, 68]; // #0f2244, the theme's brand-50 in dark
const DARK_GROUND: Rgb = [11, 18, 32];

const parseRgb = (css: string): Rgb => {
  const m = css.match(/^rgba?\((\d+), (\d+), (\d+)/);
  if (!m) throw new Error(`not an rgb() colour: ${css}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
};
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
/** WCAG's contrast ratio. */
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** The element's pixels as drawn on the screen. */
async function pixels(locator: Locator) {
  const { data, info } = await sharp(await locator.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (fx: number, fy: number): Rgb => {
    const i = (Math.round(fy * (info.height - 1)) * info.width + Math.round(fx * (info.width - 1))) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  const all = Array.from({ length: info.width * info.height }, (_, i): Rgb => [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!]);
  return { at, all };
}

const near = (actual: Rgb, expected: Rgb) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 3);

async function loaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
}

/** The illustrations' ground, sampled at the top middle (above the card and the motif). */
async function panels(page: Page) {
  const hero = page.locator('main header img');
  const whatIs = page.locator('section[aria-labelledby="what-is-title"] img');
  const out: Rgb[] = [];
  for (const img of [hero, whatIs]) {
    await loaded(img);
    out.push((await pixels(img)).at(0.5, 0.04));
  }
  return out;
}

test('the service illustrations sit on the dark ground in dark mode, system or toggle, and stay as they were in light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/services/bulk-data-scrapping');
  for (const panel of await panels(page)) expect(near(panel, LIGHT_PANEL), `light: ${panel}`).toBe(true);

  // The toggle on a light system: the hero sits on the navy header, which keeps the light scheme for its text.
  await page.locator('header [data-theme-toggle]').click();
  await expect(page.locator('html')).toHaveClass('dark');
  for (const panel of await panels(page)) expect(near(panel, DARK_PANEL), `toggled dark: ${panel}`).toBe(true);

  await page.evaluate(() => localStorage.removeItem('theme'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/services/bulk-data-scrapping');
  for (const panel of await panels(page)) expect(near(panel, DARK_PANEL), `system dark: ${panel}`).toBe(true);
});

test("the contact page's own header button stands out in dark mode, with its focus ring; in light it stays navy", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/contactus');
  const button = page.getByRole('banner').locator('a[aria-current="page"]', { hasText: 'Contact Us' });
  const colours = () => button.evaluate((a) => [getComputedStyle(a).backgroundColor, getComputedStyle(a).color]);
  expect(await colours()).toEqual(['rgb(11, 31, 58)', 'rgb(255, 255, 255)']);

  await page.emulateMedia({ colorScheme: 'dark' });
  const [ground, text] = (await colours()).map(parseRgb) as [Rgb, Rgb];
  const header = parseRgb(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
  expect(header).toEqual(DARK_GROUND);
  // A button's edge against what is around it: 3:1 (WCAG 1.4.11); its words on it: 4.5:1. It was 1.1:1.
  expect(contrast(ground, header), `${ground} on ${header}`).toBeGreaterThanOrEqual(3);
  expect(contrast(text, ground), `${text} on ${ground}`).toBeGreaterThanOrEqual(4.5);

  await button.focus();
  const ring = await button.evaluate((a) => [a.matches(':focus-visible'), getComputedStyle(a).outlineStyle, getComputedStyle(a).outlineColor]);
  expect(ring.slice(0, 2)).toEqual([true, 'solid']);
  expect(contrast(parseRgb(ring[2] as string), header)).toBeGreaterThanOrEqual(3);
});

test('every client logo in view can be made out on the dark ground', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  // No autoplay: the row stays where it is while it is looked at.
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Our clients', exact: true });
  await strip.scrollIntoViewIfNeeded();
  const shown = strip.getByRole('img');
  await expect.poll(async () => (await shown.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).complete).length)) > 0).toBe(true);
  const box = (await strip.boundingBox())!;
  let seen = 0;
  for (const logo of await shown.all()) {
    const b = await logo.boundingBox();
    if (!b || b.x < box.x || b.x + b.width > box.x + box.width) continue;
    await loaded(logo);
    seen++;
    // Its clearest pixel against the ground; the darkest greys of the light design stood at 1.5–2.1:1.
    const best = Math.max(...(await pixels(logo)).all.map((p) => contrast(p, DARK_GROUND)));
    expect(best, `${await logo.getAttribute('alt')}`).toBeGreaterThanOrEqual(3);
  }
  expect(seen).toBe(5);
});
