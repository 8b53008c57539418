import type { COMPANY_FACT_CHECK_IDS, LaunchCheck } from '@contract/launch-checklist';
import {
  LEGAL_FACTS,
  LEGAL_FACT_LABELS,
  legalFactsNamed,
  legalFactValues,
  type CompanyLegalData,
  type LegalFact,
} from '@contract/content/legal-facts';
import type { LegalPageFacts } from '../../repositories/legal-facts';

const CHECK_ID: Record<LegalFact, (typeof COMPANY_FACT_CHECK_IDS)[number]> = {
  legalName: 'company-legal-name',
  address: 'company-address',
  register: 'company-register',
  registrationNumber: 'company-registration-number',
  vatId: 'company-vat-id',
  responsiblePerson: 'company-responsible-person',
  email: 'company-email',
  phone: 'company-phone',
};

const titles = (list: string[]) => (list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : (list[0] ?? ''));

/**
 * One check per company fact a published legal page names as a {token} (decision 116), in the
 * facts' order: done when the published company item holds it; otherwise the pages leave that line
 * out and the check says where to fill it in. A fact no page names is not checked.
 */
export function companyFactChecks({ company, pages }: LegalPageFacts): LaunchCheck[] {
  const values = legalFactValues(company as CompanyLegalData | null);
  const namedBy = new Map<LegalFact, string[]>();
  for (const page of pages) {
    for (const fact of legalFactsNamed(page.body)) namedBy.set(fact, [...(namedBy.get(fact) ?? []), page.title]);
  }
  return LEGAL_FACTS.filter((fact) => namedBy.has(fact)).map((fact) => {
    const { label, field } = LEGAL_FACT_LABELS[fact];
    const names = namedBy.get(fact)!;
    const verb = (one: string, many: string) => `${titles(names)} ${names.length === 1 ? one : many}`;
    const value = values[fact];
    return {
      id: CHECK_ID[fact],
      ok: value !== undefined,
      label: `The company’s ${label} is given`,
      detail:
        value !== undefined
          ? `${verb('shows', 'show')} it: ${value}.`
          : `${verb('names', 'name')} it ({${fact}}) and ${company ? 'the company details have none' : 'no company details are published'}, so that line is left out: fill in ${field}.`,
      href: '/admin/site/company',
    };
  });
}
