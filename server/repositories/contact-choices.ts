import { and, asc, eq, inArray } from 'drizzle-orm';
import { contactFormSettings } from '@contract/content/company';
import type { ContactChoices } from '@contract/contact-choices';
import type { Db } from '../db/client';
import { contentItems } from '../db/schema/index';

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
