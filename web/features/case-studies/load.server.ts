import { pageFacts } from '~/features/marketing/content/page-facts.server';
import type { SiteContentReader } from '~/lib/site-content.server';
import { caseStudyView, type CaseStudyView } from './case-study-view';

/** The published case studies as their pages show them, and the company's name for the titles. */
export async function loadCaseStudies(content: SiteContentReader): Promise<{ studies: CaseStudyView[]; companyName: string | null }> {
  const [items, { company, render }] = await Promise.all([content.list('case-studies'), pageFacts(content)]);
  const studies = items.flatMap((item) => caseStudyView(item, render) ?? []);
  return { studies, companyName: company?.data.name ?? null };
}
