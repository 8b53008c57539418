import type { CaseStudy } from '@contract/content/case-studies';
import type { Company } from '@contract/content/company';
import { companyFacts, renderFacts } from '@contract/content/facts';
import type { FaqItem } from '@contract/content/faq';
import type { ContentItem } from '@contract/content/index';
import type { Industry } from '@contract/content/industries';
import { legalFactValues, renderLegalFacts } from '@contract/content/legal-facts';
import type { LegalPage } from '@contract/content/pages';
import type { Service } from '@contract/content/services';
import type { SearchKind } from '@contract/search';
import { htmlToText } from '../../lib/sanitize';
import type { SearchDocument } from '../../repositories/site-search';

/** The published items a search reads, as visitors get them (references resolved). */
export interface SearchableContent {
  company: ContentItem | undefined;
  officeCount: number;
  services: ContentItem[];
  industries: ContentItem[];
  caseStudies: ContentItem[];
  faq: ContentItem[];
  pages: ContentItem[];
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

/**
 * Each published page of the site's own content as one document: its title, a lead (weighed above
 * the body) and its body, all as the page shows them, {tokens} filled in, so a snippet reads like the
 * page and a search for the company's registration number finds the Imprint (decision 116).
 */
export function searchDocuments(content: SearchableContent): SearchDocument[] {
  const company = content.company?.data as Company | undefined;
  const facts = company ? companyFacts(company.figures, content.officeCount) : null;
  const filled = (text: string) => (facts ? renderFacts(text, facts) : text);
  const doc = (kind: SearchKind, title: string, url: string, lead: string, body: string): SearchDocument => ({ kind, title, url, lead, body });

  const services = content.services.flatMap((item) => {
    if (!item.slug) return [];
    const s = item.data as Service;
    const body = join(
      htmlToText(s.body),
      s.whatIs?.title,
      s.whatIs ? filled(s.whatIs.text) : null,
      s.whyChoose?.title,
      ...(s.whyChoose?.points.map(filled) ?? []),
      ...s.useCases.flatMap((u) => [u.title, filled(u.text)]),
      ...s.deliverables,
      ...s.stats.map((st) => filled(`${st.value} ${st.label}`)),
    );
    return [doc('service', s.name, `/services/${item.slug}`, filled(s.summary), body)];
  });
  const industries = content.industries.map((item) => {
    const i = item.data as Industry;
    return doc('industry', i.name, '/industries', filled(i.summary), '');
  });
  const caseStudies = content.caseStudies.flatMap((item) => {
    if (!item.slug) return [];
    const c = item.data as CaseStudy;
    const body = join(
      htmlToText(c.challenge),
      htmlToText(c.approach),
      ...c.results.map((r) => filled(`${r.value} ${r.label}`)),
      c.quote ? `${c.quote.text} ${c.quote.name}` : null,
    );
    return [doc('case-study', c.title, `/case-studies/${item.slug}`, join(c.client, c.summary), body)];
  });
  const faq = content.faq.map((item) => {
    const f = item.data as FaqItem;
    return doc('faq', f.question, '/faq', f.group, htmlToText(f.answer));
  });
  const legalValues = legalFactValues(company);
  const pages = content.pages.map((item) => {
    const p = item.data as LegalPage;
    return doc('legal', p.title, `/legal/${p.slug}`, '', htmlToText(renderLegalFacts(p.body, legalValues)));
  });
  return [...services, ...industries, ...caseStudies, ...faq, ...pages];
}
