import { expect, gotoWithHeader, test } from './fixtures';

/**
 * A public page the browser revalidates (If-None-Match, 304: decision 028) is its cached copy of
 * the same bytes: its islands script still runs and the islands still work.
 */
test.describe('a page revalidated with 304', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('keeps its islands working (the mobile menu opens after a reload answered 304)', async ({ page }) => {
    // The statuses on the wire (Playwright, like the page, sees a revalidated document as the cached 200).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const documents: string[] = [];
    const ifNoneMatch = new Map<string, string | undefined>();
    const wireStatus = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.type === 'Document' && new URL(e.request.url).pathname === '/aboutus') documents.push(e.requestId);
    });
    cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
      const header = Object.entries(e.headers).find(([name]) => name.toLowerCase() === 'if-none-match');
      if (header) ifNoneMatch.set(e.requestId, header[1]);
    });
    cdp.on('Network.responseReceivedExtraInfo', (e) => wireStatus.set(e.requestId, e.statusCode));
    await gotoWithHeader(page, '/aboutus');
    await page.reload();
    await expect.poll(() => documents.map((id) => wireStatus.get(id))).toEqual([200, 304]);
    expect(ifNoneMatch.get(documents[1]!)).toMatch(/^"[\w-]+"$/);

    // The header island hydrates again from the revalidated page, and answers a tap.
    await expect(page.getByRole('banner').locator('details[data-hydrated]:has(#services-menu)')).toBeAttached();
    const toggle = page.getByRole('banner').locator('[aria-controls="mobile-menu"], #mobile-menu-toggle');
    const faq = page.locator('#mobile-menu').getByRole('link', { name: 'FAQ' });
    await toggle.click();
    await expect(faq).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(faq).toBeHidden();
  });
});
