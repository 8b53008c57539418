import { expect, signIn, test as shared } from './fixtures';
import { startOwnServer } from './own-server';

// A fresh site of its own, left not launched (the shared servers are launched by scripts/e2e-server.mjs), so
// launching and taking it back here changes no other spec's site (decision 115).
const test = shared.extend<object, { ownBase: string }>({
  ownBase: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const own = await startOwnServer({ E2E_LAUNCH: 'false' });
      await use(own.base);
      own.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ ownBase }, use) => use(ownBase),
});

const NOT_LAUNCHED_ROBOTS = 'User-agent: *\nDisallow: /\n';

test('a fresh site is noindex until an admin launches it from the dashboard, indexable after, and noindex again once taken back', async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await browser.newContext({ baseURL });
  const anon = visitor.request;
  const pagesAre = async (robots: string | null) => {
    for (const path of ['/', '/faq', '/legal/privacy']) {
      // Twice: the second is the page cache's kept copy (the early path), which must say the same.
      for (let i = 0; i < 2; i++) expect((await anon.get(path)).headers()['x-robots-tag'], path).toBe(robots ?? undefined);
    }
  };

  // Fresh: noindex everywhere, robots.txt disallows all, an empty sitemap.
  await pagesAre('noindex');
  expect(await (await anon.get('/robots.txt')).text()).toBe(NOT_LAUNCHED_ROBOTS);
  const emptySitemap = await (await anon.get('/sitemap.xml')).text();
  expect(emptySitemap).toContain('<urlset');
  expect(emptySitemap).not.toContain('<loc>');
  const home = await visitor.newPage();
  await home.goto('/');
  await expect(home.locator('[data-not-launched]')).toHaveCount(0);

  // Staff see the bar on public pages; it leads to the dashboard's card.
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/faq');
  const bar = page.getByRole('status').filter({ hasText: 'Not launched' });
  await expect(bar).toBeVisible();
  await bar.getByRole('link', { name: 'launch checklist' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  // Eight checks, and one per company fact the sample's legal pages name (decision 116).
  const card = page.getByRole('region', { name: /^Before you launch — \d+ of 16 done$/ });
  await expect(card).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveCount(16);
  await expect(card.getByRole('link', { name: 'Admins chose their own passwords' })).toHaveAttribute('href', '/admin/users');

  // Launch lists what is still open and is enabled only once each is confirmed.
  await card.getByRole('button', { name: 'Launch…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Launch the site' });
  const boxes = dialog.getByRole('checkbox');
  await expect(dialog.getByRole('checkbox', { name: /Legal pages reviewed/ })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Sample client logos replaced/ })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /registration number/ })).toBeVisible();
  const launch = dialog.getByRole('button', { name: 'Launch', exact: true });
  const count = await boxes.count();
  for (let i = 0; i < count; i++) {
    await expect(launch).toBeDisabled();
    await boxes.nth(i).check();
  }
  await expect(launch).toBeEnabled();
  await launch.click();
  await expect(page.getByText('The site is launched: search engines may index it')).toBeVisible();
  const live = page.getByRole('region', { name: 'The site is live' });
  await expect(live).toContainText(/Launched on .+ by /);

  // Indexable: no noindex (the kept copies too), robots.txt allows and names the sitemap, which lists the pages.
  await pagesAre(null);
  const robots = await (await anon.get('/robots.txt')).text();
  expect(robots).toContain('Allow: /');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(await (await anon.get('/sitemap.xml')).text()).toContain(`<loc>${baseURL}/faq</loc>`);
  await page.goto('/faq');
  await expect(page.locator('[data-not-launched]')).toHaveCount(0);

  // In the audit log.
  await page.goto('/admin/audit');
  await expect(page.getByText('Site launched (search engines may index it)', { exact: true }).filter({ visible: true }).first()).toBeVisible();

  // Take back: noindex again.
  await page.goto('/dashboard');
  await live.getByRole('button', { name: 'Take back' }).click();
  const confirm = page.getByRole('dialog', { name: 'Take the launch back' });
  await confirm.getByRole('button', { name: 'Take back' }).click();
  await expect(page.getByRole('region', { name: /^Before you launch/ })).toBeVisible();
  await pagesAre('noindex');
  expect(await (await anon.get('/robots.txt')).text()).toBe(NOT_LAUNCHED_ROBOTS);
  expect(await (await anon.get('/sitemap.xml')).text()).not.toContain('<loc>');
  await visitor.close();
});
