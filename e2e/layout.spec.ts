import { expect, test } from './fixtures';

/** Rows of cards: every row full, or the last one centred; no block stretched around empty space. */
test.describe('card grids and side blocks', () => {
  test('the 14 home service cards: full rows, the last row centred, at 640, 1024 and 1280 px', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('#why-title').locator('xpath=ancestor::section[1]').getByRole('listitem');
    await expect(cards).toHaveCount(14);
    for (const width of [640, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const boxes = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      const list = await cards.first().evaluate((el) => el.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
      const lastTop = Math.round(boxes.at(-1)!.top);
      const lastRow = boxes.filter((b) => Math.round(b.top) === lastTop);
      const left = lastRow[0]!.left - list.left;
      const right = list.right - lastRow.at(-1)!.right;
      expect(Math.abs(left - right), `last row centred at ${width}px`).toBeLessThanOrEqual(2);
    }
  });

  test("Contact's good-company card is as tall as its content, not stretched beside the form", async ({ page }) => {
    await page.goto('/contactus');
    // The dark side card: the figures, how to reach the company, and what happens next.
    const card = page.locator('aside', { has: page.locator('#good-company-title') });
    await expect(card.getByText('What happens next')).toBeVisible();
    const gap = await card.evaluate((el) => {
      const last = el.lastElementChild!.getBoundingClientRect();
      return el.getBoundingClientRect().bottom - last.bottom;
    });
    // Only the card's own padding (2rem) below its last block.
    expect(gap).toBeLessThanOrEqual(40);
  });

  test('beside the home form, the column holds the next steps and the e-mail address', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('section[aria-labelledby="contact-title"]');
    await expect(section.getByText('What happens next')).toBeVisible();
    await expect(section.getByRole('link', { name: 'hello@dataloom.example' })).toHaveAttribute('href', 'mailto:hello@dataloom.example');
  });
});
