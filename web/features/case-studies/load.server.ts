import type { SiteContentReader } from '~/lib/site-content.server';
import { caseStudyView, factsWriter, type CaseStudyView } from './case-study-view';

/** The published case studies as their pages show them, and the company's name for the titles. */
export async function loadCaseStudies(content: SiteContentReader): Promise<{ studies: CaseStudyView[]; companyName: string | null }> {
  const [items, company, offices] = await Promise.all([content.list('case-studies'), content.single('company'), content.list('offices')]);
  const facts = factsWriter(company, offices.length);
  const studies = items.flatMap((item) => caseStudyView(item, facts) ?? []);
  return { studies, companyName: company?.data.name ?? null };
}
