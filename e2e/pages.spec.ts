import type { Page } from '@playwright/test';
import { sampleFaq } from '../server/content/sample/faq';
import { sampleIndustries } from '../server/content/sample/industries';
import { faqPageText as faqPage } from '../web/features/marketing/faq/faq-page-text';
import { answerText, faqTopics as groupFaq } from '../web/features/marketing/faq/faq-topics';
import { howItWorksPage, howSteps } from '../web/features/marketing/how-it-works/how-it-works-text';
import { expect, test } from './fixtures';

// The e2e server starts with the sample content (SEED_CONTENT defaults to true).
const faqTopics = groupFaq(sampleFaq.map((item) => item.data));
const topic = (id: string) => faqTopics.find((t) => t.id === id)!;
const text = (i: { answer: string }) => answerText(i.answer);
const industries = sampleIndustries.map((item) => item.data);

test.describe('industries', () => {
  test('shows a card with icon and text for each of the 25 sample industries, every card a link', async ({ page }) => {
    await page.goto('/industries');
    const cards = page.getByTestId('industry-card');
    await expect(cards).toHaveCount(25);
    expect(industries).toHaveLength(25);
    for (const [i, industry] of industries.entries()) {
      await expect(cards.nth(i).getByRole('heading')).toHaveText(industry.name);
      await expect(cards.nth(i)).toContainText(industry.summary);
      // Issue 30: no card without a link (each sample industry leads to a service or a case study).
      await expect(cards.nth(i).getByRole('link', { name: industry.name })).toHaveAttribute('href', /^\/(services|case-studies)\/[a-z0-9-]+$/);
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
    await expect(page.getByRole('heading', { name: faqPage.questionHeading })).toBeVisible();
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
    // The buyer's FAQ (issue 30): the old finance-dashboard topics are gone.
    await expect(page.getByRole('tab', { name: 'Income Analytics' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Legal and compliance' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Legal and compliance Questions');
    const questions = panel.getByRole('button');
    await expect(questions).toHaveCount(2);
    await expect(questions.nth(0)).toContainText('1.');
    await expect(questions.nth(1)).toContainText('2.');

    const legal = topic('legal-and-compliance');
    await expect(page.getByText(text(legal.items[0]!))).toBeHidden();
    await questions.nth(0).click();
    await expect(page.getByText(text(legal.items[0]!))).toBeVisible();
    await questions.nth(1).click();
    await expect(page.getByText(text(legal.items[0]!))).toBeHidden();
    await expect(page.getByText(text(legal.items[1]!))).toBeVisible();

    // The open index stays when the topic changes.
    await page.getByRole('tab', { name: 'Pricing and contracts' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText('Pricing and contracts Questions');
    await expect(page.getByText(/we sign it before you tell us/)).toBeVisible();
    await page.getByRole('tabpanel').getByRole('button').nth(1).click();
    await expect(page.getByText(/we sign it before you tell us/)).toBeHidden();
  });

  test('works from the keyboard', async ({ page }) => {
    await openFaq(page);
    await page.getByRole('tab', { name: 'Legal and compliance' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('tab', { name: 'Your data' })).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText('Your data Questions');
    await page.keyboard.press('Tab'); // into the panel
    await page.keyboard.press('Tab'); // first question
    await expect(page.getByRole('tabpanel').getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(text(topic('your-data').items[0]!))).toBeVisible();
  });

  test('every topic and answer is in the server HTML and readable without JavaScript; FAQPage data lists them', async ({ browser, request }) => {
    const html = await (await request.get('/faq')).text();
    for (const t of faqTopics) for (const item of t.items) expect(html).toContain(item.answer);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string },
    );
    const faq = blocks.find((b) => b['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faq?.mainEntity.map((q) => q.name)).toEqual(faqTopics.flatMap((t) => t.items.map((i) => i.question)));
    expect(faq?.mainEntity[0]?.acceptedAnswer.text).toBe(text(faqTopics[0]!.items[0]!));
    for (const topic of ['robots.txt', 'personal data', 'owns the data', 'formats', 'website changes', 'price', 'NDA', 'secure']) {
      expect(
        faq?.mainEntity.some((q) => q.name.includes(topic)),
        topic,
      ).toBe(true);
    }

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faq');
    for (const t of faqTopics) {
      await expect(page.getByRole('heading', { name: `${t.name} Questions` })).toBeVisible();
      for (const item of t.items) await expect(page.getByText(text(item))).toBeVisible();
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
