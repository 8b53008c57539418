import { companyFacts } from '~/lib/company-facts';
import type { SiteContentReader } from '~/lib/site-content.server';
import type { ShellData } from './shell-data';

/** The header's and footer's content: the company item, published services, legal pages and offices. */
export async function loadShell(content: SiteContentReader): Promise<ShellData> {
  const [company, services, pages, offices] = await Promise.all([
    content.single('company'),
    content.list('services'),
    content.list('pages'),
    content.list('offices'),
  ]);
  const officeData = offices.map((o) => o.data);
  return {
    company: company?.data ?? null,
    facts: company ? companyFacts(company.data, officeData) : null,
    services: services.flatMap((s) => (s.slug ? [{ label: s.data.name, to: `/services/${s.slug}` }] : [])),
    legal: pages.map((p) => ({ label: p.data.title, to: `/legal/${p.data.slug}` })),
    offices: officeData.map(({ city, address, phone }) => ({ city, address, phone })),
  };
}
