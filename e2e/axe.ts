import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The rules every page and screen is held to: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's WCAG A/AA violations on the page (or within one part of it), one readable line each: the
 * rule, what it asks, and the first offending elements.
 *
 * Legacy mode runs axe in the page itself. The default finishes each run in a fresh blank page,
 * which cost 2–3 s a call here (3.3 s against 1.3 s for the home page); the site has no iframes for
 * the default's cross-origin frame support to matter. Only violations are gathered in full.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // options() replaces what withTags() set, so it comes first.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_AA)
    .setLegacyMode();
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} -> ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/** No WCAG A/AA violation on the page (or within one part of it). */
export async function expectNoAxeViolations(page: Page, within?: string) {
  expect(await axeViolations(page, within)).toEqual([]);
}
