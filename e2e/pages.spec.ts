import type { Page } from '@playwright/test';
import { defaultFaqTopicId, faqPage, faqTopics } from '../web/content/faq';
import { howItWorksPage, howSteps } from '../web/content/how-it-works';
import { industries } from '../web/content/industries';
import { expect, test } from './fixtures';

const topic = (id: string) => faqTopics.find((t) => t.id === id)!;

test.describe('industries', () => {
  test('shows a card with icon and text for each of the 25 industries', async ({ page }) => {
    await page.goto('/industries');
    const cards = page.getByTestId('industry-card');
    await expect(cards).toHaveCount(25);
    expect(industries).toHaveLength(25);
    for (const [i, industry] of industries.entries()) {
      await expect(cards.nth(i).getByRole('heading')).toHaveText(industry.name);
      await expect(cards.nth(i)).toContainText(industry.text);
    }
    // Each card's icon is inline SVG from the icon library, hidden from assistive technology.
    await expect(cards.locator('svg.lucide[aria-hidden="true"]')).toHaveCount(25);
    // No orphan: at 1280px the 25 cards make five full rows of five.
    const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(5);
  });
});

test.describe('how it works', () => {
  test('shows the steps as text beside decorative illustrations, and the Good Hands call to action', async ({ page }) => {
    await page.goto('/howworks');
    for (const step of howSteps) {
      await expect(page.getByRole('heading', { name: step.title })).toBeVisible();
      // The step's words are HTML; its picture is decoration.
      await expect(page.getByText(step.text)).toBeVisible();
      await expect(page.locator(`img[src="${step.image.src}"]`)).toHaveAttribute('alt', '');
    }
    await expect(page.getByRole('heading', { name: "You're In Good Hands" })).toBeVisible();
    await page.getByRole('link', { name: howItWorksPage.cta.linkLabel }).click();
    await expect(page).toHaveURL(/\/contactus$/);
  });
});

test.describe('FAQ', () => {
  test('header, contact highlight and question heading', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(faqPage.intro)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Have a Question? see if we have already answered it.' })).toBeVisible();
    await expect(page.locator(`img[src="${faqPage.questionImage.src}"]`)).toHaveAttribute('alt', '');
    await expect(page.locator('main').getByRole('link', { name: faqPage.contactLabel, exact: true })).toHaveAttribute('href', '/contactus');
  });

  /** The topics answer clicks and keys once the FAQ's island runs (it hydrates when the browser is idle). */
  const openFaq = async (page: Page) => {
    await page.goto('/faq');
    await expect(page.locator('[data-hydrated]:has([role="tablist"])')).toBeAttached();
  };

  test('topics, numbering, one open answer, index kept across topics', async ({ page }) => {
    await openFaq(page);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(faqTopics.map((t) => t.name));
    await expect(page.getByRole('tab', { name: 'Income Analytics' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Income Analytics Questions');
    const questions = panel.getByRole('button');
    await expect(questions).toHaveCount(2);
    await expect(questions.nth(0)).toContainText('1.');
    await expect(questions.nth(1)).toContainText('2.');

    const income = topic(defaultFaqTopicId);
    await expect(page.getByText(income.items[0].answer)).toBeHidden();
    await questions.nth(0).click();
    await expect(page.getByText(income.items[0].answer)).toBeVisible();
    await questions.nth(1).click();
    await expect(page.getByText(income.items[0].answer)).toBeHidden();
    await expect(page.getByText(income.items[1].answer)).toBeVisible();

    // The open index stays when the topic changes.
    await page.getByRole('tab', { name: 'Wealth management' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText('Wealth management Questions');
    await expect(page.getByText(/rebalanced quarterly/)).toBeVisible();
    await page.getByRole('tabpanel').getByRole('button').nth(1).click();
    await expect(page.getByText(/rebalanced quarterly/)).toBeHidden();
  });

  test('works from the keyboard', async ({ page }) => {
    await openFaq(page);
    await page.getByRole('tab', { name: 'Income Analytics' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('tab', { name: 'Budget management' })).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText('Budget management Questions');
    await page.keyboard.press('Tab'); // into the panel
    await page.keyboard.press('Tab'); // first question
    await expect(page.getByRole('tabpanel').getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(topic('budget-management').items[0].answer)).toBeVisible();
  });

  test('every topic and answer is in the server HTML and readable without JavaScript', async ({ browser, request }) => {
    const html = await (await request.get('/faq')).text();
    for (const t of faqTopics) for (const item of t.items) expect(html).toContain(item.answer.replace(/'/g, '&#x27;'));

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faq');
    for (const t of faqTopics) {
      await expect(page.getByRole('heading', { name: `${t.name} Questions` })).toBeVisible();
      for (const item of t.items) await expect(page.getByText(item.answer)).toBeVisible();
    }
    await context.close();
  });
});

test.describe('page metadata', () => {
  for (const path of ['/industries', '/howworks', '/faq', '/services/daily-data']) {
    test(`${path} has its own title, description, canonical and Open Graph tags`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:${process.env.E2E_PORT ?? 3100}${path}"/>`);
      // Its own generated social card (decision 077), which answers as a 1200×630 PNG.
      const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(card).toBe(`http://localhost:${process.env.E2E_PORT ?? 3100}/og${path}.png`);
      expect(html).toContain('<meta property="og:image:width" content="1200"/>');
      const png = await request.get(card!);
      expect(png.status()).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      // Every image has a size and a text alternative (empty only when decorative).
      for (const tag of html.match(/<img [^>]+>/g) ?? []) expect(tag).toMatch(/(?=.*\bwidth=)(?=.*\bheight=)(?=.*\balt=)/);
    });
  }

  test('titles differ between pages', async ({ request }) => {
    const titles = await Promise.all(
      ['/industries', '/howworks', '/faq', '/services/web-automation'].map(
        async (p) => (await (await request.get(p)).text()).match(/<title>([^<]+)/)?.[1],
      ),
    );
    expect(new Set(titles).size).toBe(4);
  });
});
