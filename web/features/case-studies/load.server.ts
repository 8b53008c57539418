import { pageFacts } from '~/features/marketing/content/page-facts.server';
import type { SiteContentReader } from '~/lib/site-content.server';
import { caseStudyView, type CaseStudyView } from './case-study-view';

/** The published case studies as their pages show them (figures rendered with the company's). */
export async function loadCaseStudies(content: SiteContentReader): Promise<{ studies: CaseStudyView[] }> {
  const [items, { render }] = await Promise.all([content.list('case-studies'), pageFacts(content)]);
  return { studies: items.flatMap((item) => caseStudyView(item, render) ?? []) };
}
