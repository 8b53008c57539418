import { socialLinks } from '~/content/navigation';
import { offices } from '~/content/offices';
import { site } from '~/content/site';

/** What structured data, social cards and security.txt say about the company. */
export interface CompanyFacts {
  name: string;
  email: string;
  /** Site-relative path of a square raster logo (search engines want at least 112×112 px). */
  logoPath: string;
  /** The company's own profile pages on social networks. */
  sameAs: string[];
  offices: { city: string; tel: string; address: string }[];
}

/**
 * Today's facts, from the code's site content. The one place to switch to the content engine's
 * `company` record when the pages move to database content (issue 30, point 1).
 */
export function companyFacts(): CompanyFacts {
  return {
    name: site.name,
    email: site.email,
    logoPath: '/icons/icon-512.png',
    sameAs: socialLinks.map((link) => link.href),
    offices: offices.map(({ city, tel, address }) => ({ city, tel, address })),
  };
}
