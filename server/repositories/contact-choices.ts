import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { contactFormSettings } from '@contract/content/company';
import { OTHER_SERVICE, type ContactChoices } from '@contract/contact-choices';
import type { LeadServiceChoices } from '@contract/leads';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { contentItems, leads } from '../db/schema/index';

/** What the contact form offers now (decision 114): the published services' names in their order and the published company's budget settings. */
export async function readContactChoices(db: Db): Promise<ContactChoices> {
  const rows = await db
    .select({ collection: contentItems.collection, data: contentItems.data })
    .from(contentItems)
    .where(and(inArray(contentItems.collection, ['services', 'company']), eq(contentItems.status, 'published')))
    .orderBy(asc(contentItems.sortOrder), asc(contentItems.id));
  const company = rows.find((r) => r.collection === 'company');
  const { budgetBrackets, budgetRequired } = contactFormSettings(company?.data);
  const services = rows.flatMap((r) => (r.collection === 'services' && typeof r.data.name === 'string' ? [r.data.name] : []));
  return { services, budgets: budgetBrackets, budgetRequired };
}

/**
 * The services the leads filter offers (issue 48): what the form offers now, then every other value
 * leads hold (SPEC's fixed names on old leads, a service since renamed or withdrawn), so each lead
 * stays findable. The distinct values come from a skip scan of the service index (one probe per
 * value, not a read of every lead).
 */
export async function readLeadServiceChoices(db: Db): Promise<LeadServiceChoices> {
  const [{ services }, result] = await Promise.all([
    readContactChoices(db),
    db.execute(sql`
      WITH RECURSIVE present(v) AS (
        (SELECT ${leads.service} FROM ${leads} ORDER BY ${leads.service} LIMIT 1)
        UNION ALL
        SELECT (SELECT ${leads.service} FROM ${leads} WHERE ${leads.service} > present.v ORDER BY ${leads.service} LIMIT 1)
        FROM present WHERE present.v IS NOT NULL
      )
      SELECT v FROM present WHERE v IS NOT NULL`),
  ]);
  const offered = [...new Set([...services, OTHER_SERVICE])];
  const earlier = rowsOf<{ v: string }>(result)
    .map((r) => r.v)
    .filter((v) => !offered.includes(v));
  return { offered, earlier };
}
