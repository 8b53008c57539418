import { companyFacts, renderFacts } from '@contract/content/facts';
import type { SiteContentReader } from '~/lib/site-content.server';

/** Replaces the {tokens} of a text with the company's figures; texts stay as written while no company is published. */
export type FactsRenderer = (text: string) => string;

/** The company item, the published offices and a renderer of their figures: what pages naming figures read. */
export async function pageFacts(content: SiteContentReader) {
  const [company, offices] = await Promise.all([content.single('company'), content.list('offices')]);
  const facts = company ? companyFacts(company.data.figures, offices.length) : null;
  const render: FactsRenderer = (text) => (facts ? renderFacts(text, facts) : text);
  return { company, offices, render };
}
