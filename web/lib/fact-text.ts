import type { Company } from '@contract/content/company';
import { companyFacts, renderFacts } from '@contract/content/facts';

/** A function filling a text's {tokens} with the company's figures; texts stay as written while no company is published. */
export function factText(company: Company | null, officeCount: number, now: Date = new Date()): (text: string) => string {
  if (!company) return (text) => text;
  const facts = companyFacts(company.figures, officeCount, now);
  return (text) => renderFacts(text, facts);
}
