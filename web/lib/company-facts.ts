import type { Company } from '@contract/content/company';
import type { Office } from '@contract/content/offices';

/** What structured data, social cards and security.txt say about the company. */
export interface CompanyFacts {
  name: string;
  email: string;
  /** Site-relative path of a square raster logo (search engines want at least 112×112 px). */
  logoPath: string;
  /** The company's own profile pages on social networks. */
  sameAs: string[];
  offices: { city: string; tel: string | null; address: string }[];
}

/** The facts of the company item and its published offices (issue 30 point 1: one record every page reads). */
export function companyFacts(company: Company, offices: readonly Office[]): CompanyFacts {
  return {
    name: company.name,
    email: company.emails.general,
    logoPath: company.logo?.src ?? '/icons/icon-512.png',
    sameAs: company.socialProfiles.map((profile) => profile.url),
    offices: offices.map(({ city, phone, address }) => ({ city, tel: phone?.tel ?? null, address })),
  };
}
