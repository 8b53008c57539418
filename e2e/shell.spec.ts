import { expect, gotoWithHeader, scrollToHydrated, test } from './fixtures';

const pages = [
  { path: '/', link: 'Home' },
  { path: '/aboutus', link: 'About Us' },
  { path: '/industries', link: 'Industries' },
  { path: '/howworks', link: 'How It Works' },
  { path: '/blog', link: 'Blog' },
  { path: '/faq', link: 'FAQ' },
  { path: '/contactus', link: 'Contact Us' },
];

test.describe('shared header and footer', () => {
  for (const { path, link } of pages) {
    test(`${path} marks "${link}" as the current page`, async ({ page }) => {
      await page.goto(path);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(header.locator('[aria-current="page"]:visible')).toHaveCount(1);
      await expect(page.locator('main#main')).toHaveCount(1);
    });
  }

  test('the server HTML carries the header, the footer and the page meta', async ({ request }) => {
    const html = await (await request.get('/aboutus')).text();
    for (const text of [
      'Skip to content',
      'Useful Links',
      'Third-Party API Integration',
      'Doha',
      'Lahore',
      'Texas',
      // The year from the clock (decision 077).
      `© ${new Date().getFullYear()} `,
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="/services/powerbi-design"');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/aboutus"/);
    expect(html).toContain('property="og:title"');
    // The site's name in social cards is the published company item's (issue 30 point 1).
    const company = (await (await request.get('/api/content/company')).json()) as { data: { name: string } };
    expect(html).toContain(`<meta property="og:site_name" content="${company.data.name}"/>`);
  });

  test('every page has its own title and description', async ({ page }) => {
    const seen = new Set<string>();
    for (const path of ['/', '/aboutus', '/contactus']) {
      await page.goto(path);
      const title = await page.title();
      expect(seen.has(title)).toBe(false);
      seen.add(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
    }
  });

  test('the skip link is the first stop and jumps to the main content', async ({ page }) => {
    await page.goto('/aboutus');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('the Services dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    await gotoWithHeader(page, '/');
    const header = page.getByRole('banner');
    const summary = header.locator('summary', { hasText: 'Services' });
    const item = header.getByRole('link', { name: 'Custom Scraping Software' });
    await expect(item).toBeHidden();
    await summary.hover();
    await expect(header.locator('details:has(#services-menu)')).toHaveAttribute('open', '');
    await expect(header.getByRole('list', { name: 'Services' }).getByRole('link')).toHaveCount(8);
    await page.mouse.move(5, 600);
    await expect(item).toBeHidden();
    await summary.hover();
    await item.click();
    await expect(page).toHaveURL(/\/services\/custom-web-scraping$/);
  });

  test('the Services dropdown works from the keyboard', async ({ page }) => {
    // Arrow keys and Escape are the island's: wait for it (islands load after the page has).
    await gotoWithHeader(page, '/');
    const header = page.getByRole('banner');
    const summary = header.locator('summary', { hasText: 'Services' });
    const first = header.getByRole('link', { name: 'Bulk Data Scraping' });
    await header.getByRole('link', { name: 'About Us', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(summary).toBeFocused();
    await expect(first).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(first).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(first).toBeHidden();
    await expect(summary).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/bulk-data-scrapping$/);
  });

  test('footer links go to the pages they name', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const expected: [string, string][] = [
      ['About us', '/aboutus'],
      ['Industries', '/industries'],
      ['How it works', '/howworks'],
      ['Contact us', '/contactus'],
      ['Blog', '/blog'],
      ['FAQs', '/faq'],
      ['Server Setup For Bots', '/services/server-setup'],
    ];
    for (const [name, href] of expected) await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(footer.getByRole('link', { name: 'hello@dataloom.example' })).toHaveAttribute('href', 'mailto:hello@dataloom.example');
    // The company's number and one per office, from the site's content; no social profiles in the sample, so no empty list.
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(4);
    await expect(footer.getByRole('list', { name: 'Social media' })).toHaveCount(0);
    await footer.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a toggle button opens the menu with a single Services link', async ({ page }) => {
    // Escape is the island's (the menu opens without JavaScript): wait for it.
    await gotoWithHeader(page, '/aboutus');
    const header = page.getByRole('banner');
    const toggle = header.locator('#mobile-menu-toggle');
    await expect(toggle).toHaveText('Menu');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    const services = menu.getByRole('link', { name: 'Services' });
    await expect(services).toHaveCount(1);
    await expect(services).toHaveAttribute('href', '/services');
    await expect(menu.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Custom Scraping Software' })).toHaveCount(0);
    // Escape closes it and hands focus back to the toggle.
    await services.focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toBeHidden();
    // Nothing sticks out sideways at 375px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('newsletter box', () => {
  test('empty, success, then the same address again', async ({ page, consoleErrors }) => {
    const email = `reader-${Date.now()}@example.com`;
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/subscriptions')) posts++;
    });
    await page.goto('/contactus');
    const footer = page.getByRole('contentinfo');
    // The island hydrates when the form comes near the viewport; this test is about the script's path.
    await scrollToHydrated(footer.locator('form'));
    const input = footer.getByLabel('Email address');
    const button = footer.getByRole('button', { name: 'Subscribe' });

    await button.click();
    await expect(footer.getByText('Please enter your email')).toBeVisible();
    expect(posts).toBe(0);

    await input.fill(email);
    await button.click();
    await expect(footer.getByText('Check your inbox to confirm')).toBeVisible();
    await expect(input).toHaveValue('');
    expect(posts).toBe(1);

    // Still pending: the same answer (and a fresh confirmation mail, throttled), no error (decision 080).
    await input.fill(email);
    await button.click();
    await expect(input).toHaveValue('');
    await expect(footer.getByText('Check your inbox to confirm')).toBeVisible();
    expect(posts).toBe(2);
    expect(consoleErrors).toEqual([]);
  });
});

test('/users renders only the shared header', async ({ page, request }) => {
  const response = await request.get('/users');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('href="/services/daily-data"');
  expect(html).not.toContain('Useful Links');
  await page.goto('/users');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('main#main')).toHaveText('Users');
});
