import sharp from 'sharp';
import { FAVICON_DATA_URL } from '../web/features/site-shell/site-icons';
import { expect, test } from './fixtures';

/** The sizes of the images in an ICO file (its 16-byte entries after the 6-byte header). */
function icoSizes(ico: Buffer): number[] {
  expect(ico.readUInt16LE(2), 'an icon file').toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico.readUInt8(6 + 16 * i) || 256);
}

test('the favicon set: favicon.ico, the apple-touch-icon and the web manifest with its icons, all linked from every page (decision 077)', async ({
  request,
}) => {
  const html = await (await request.get('/faq')).text();
  for (const link of [
    '<link rel="icon" href="/favicon.ico" sizes="32x32"/>',
    `<link rel="icon" href="${FAVICON_DATA_URL}" type="image/svg+xml"/>`,
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>',
  ])
    expect(html).toContain(link);
  // A public page links the manifest from its script, after the first paint (the next test); staff screens in their head.
  expect(html).not.toContain('rel="manifest"');
  expect(await (await request.get('/auth/login')).text()).toMatch(/<link [^>]*rel="manifest" href="\/site\.webmanifest"/);

  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(icoSizes(await ico.body())).toEqual([16, 32, 48]);
  const touch = await sharp(await (await request.get('/apple-touch-icon.png')).body()).metadata();
  expect(touch).toMatchObject({ format: 'png', width: 180, height: 180, hasAlpha: true });

  const manifest = await request.get('/site.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as { name: string; start_url: string; icons: { src: string; sizes: string; purpose?: string }[] };
  expect(body).toMatchObject({ name: 'DataLoom Solutions', start_url: '/' });
  expect(body.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of body.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    const { width, height } = await sharp(await res.body()).metadata();
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
});

test('a public page links the manifest after its first paint, and Chrome reads it (decision 077)', async ({ page }) => {
  const manifestRequests: number[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/site.webmanifest') manifestRequests.push(Date.now());
  });
  await page.goto('/faq');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
  const cdp = await page.context().newCDPSession(page);
  await expect.poll(async () => ((await cdp.send('Page.getAppManifest')) as { url: string }).url).toMatch(/\/site\.webmanifest$/);
  const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data?: string };
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data!)).toMatchObject({ start_url: '/' });
  const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime + performance.timeOrigin);
  // Fetched by Chrome once linked: never before the page's first paint.
  expect(manifestRequests.length).toBeGreaterThan(0);
  expect(Math.min(...manifestRequests)).toBeGreaterThan(paint);
});
