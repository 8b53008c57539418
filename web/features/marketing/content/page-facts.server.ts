import { factText } from '~/lib/fact-text';
import type { SiteContentReader } from '~/lib/site-content.server';

/** Replaces the {tokens} of a text with the company's figures; texts stay as written while no company is published. */
export type FactsRenderer = (text: string) => string;

/** The company item, the published offices and a renderer of their figures: what pages naming figures read. */
export async function pageFacts(content: SiteContentReader) {
  const [company, offices] = await Promise.all([content.single('company'), content.list('offices')]);
  const render: FactsRenderer = factText(company?.data ?? null, offices.length);
  return { company, offices, render };
}
