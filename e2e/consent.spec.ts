import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { startOwnServer } from './own-server';

const KEY = 'lead-first-touch';
const storage = (page: Page) => page.evaluate((key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }), KEY);

test('by default first touch is kept for the visit only: no banner, no "Privacy choices", nothing in localStorage', async ({ page }) => {
  await page.goto('/services/daily-data?utm_source=plain');
  await expect.poll(async () => (await storage(page)).session).toContain('plain');
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(await storage(page)).toEqual({ local: null, session: expect.stringContaining('plain') });
  await expect(page.getByRole('region', { name: 'Remember how you found us?' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Privacy choices' })).toHaveCount(0);
});

test.describe('with ATTRIBUTION_CONSENT=true', () => {
  let base = '';
  let stop: (() => void) | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    ({ base, stop } = await startOwnServer({ ATTRIBUTION_CONSENT: 'true' }));
  });
  test.afterAll(() => stop?.());

  test('the banner asks, is reachable by keyboard and accessible; "No thanks" keeps the visit only and is not asked again', async ({ page }) => {
    await page.goto(`${base}/services/daily-data?utm_source=ads`);
    const banner = page.getByRole('region', { name: 'Remember how you found us?' });
    await expect(banner).toBeVisible();
    expect((await storage(page)).local).toBeNull();
    await expectNoAxeViolations(page, '[data-attribution-banner]');
    // Keyboard: from the end of the page, Tab reaches its buttons.
    await page.getByRole('link', { name: 'Privacy choices' }).focus();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'What we keep' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'No thanks' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    expect(await storage(page)).toEqual({ local: null, session: expect.stringContaining('ads') });

    await page.goto(`${base}/about`);
    await expect(page.locator('[data-attribution-banner][data-hydrated]')).toHaveCount(1);
    await expect(banner).toHaveCount(0);
  });

  test('"Allow" keeps the first touch in localStorage for later visits; "Privacy choices" in the footer changes the answer', async ({ context }) => {
    const page = await context.newPage();
    await page.goto(`${base}/services/daily-data?utm_source=partner&utm_campaign=spring`);
    const banner = page.getByRole('region', { name: 'Remember how you found us?' });
    await banner.getByRole('button', { name: 'Allow' }).click();
    await expect(banner).toBeHidden();
    expect((await storage(page)).local).toContain('partner');

    // A later visit (a new tab: its own sessionStorage) still carries the source into the contact form.
    const later = await context.newPage();
    await later.goto(`${base}/contactus`);
    await expect(later.getByRole('region', { name: 'Remember how you found us?' })).toHaveCount(0);
    const form = later.getByRole('form', { name: 'Contact form' });
    await form.scrollIntoViewIfNeeded();
    await expect(form.locator('input[name="utmSource"]')).toHaveValue('partner');
    await expect(form.locator('input[name="utmCampaign"]')).toHaveValue('spring');

    // The footer link opens the banner again, focused, and "No thanks" deletes what was kept.
    await expect(later.locator('[data-attribution-banner][data-hydrated]')).toHaveCount(1);
    const choices = later.getByRole('link', { name: 'Privacy choices' });
    await choices.click();
    const again = later.getByRole('region', { name: 'Remember how you found us?' });
    await expect(again).toBeFocused();
    await expect(again.getByText('Your answer now: Allow.')).toBeVisible();
    await again.getByRole('button', { name: 'No thanks' }).click();
    await expect(again).toBeHidden();
    await expect(choices).toBeFocused();
    expect((await storage(later)).local).toBeNull();
    await expect(later).toHaveURL(`${base}/contactus`);
  });
});
