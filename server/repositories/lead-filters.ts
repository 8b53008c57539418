import { and, eq, ilike, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { LeadFilter } from '@contract/leads';
import { contacts } from '../db/schema/index';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE of a staff list or export. Without a status filter, spam stays out of the way. */
export function leadWhere(filter: LeadFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [filter.status ? eq(contacts.status, filter.status) : ne(contacts.status, 'spam')];
  if (filter.owner === 'none') parts.push(isNull(contacts.ownerId));
  else if (filter.owner) parts.push(eq(contacts.ownerId, filter.owner));
  if (filter.service) parts.push(eq(contacts.service, filter.service));
  if (filter.q) {
    const pattern = `%${likeEscape(filter.q)}%`;
    parts.push(or(ilike(contacts.name, pattern), ilike(contacts.email, pattern), ilike(contacts.message, pattern)));
  }
  return and(...parts);
}
