import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PERSON_LEADS_MAX, PERSON_TIMELINE_MAX, type PEOPLE_SORT_FIELDS } from '@contract/people';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { companies, leadHistory, leads, people, users, type CompanyRow, type LeadHistoryRow, type PersonRow } from '../db/schema/index';
import { leadScope } from './lead-scope';
import { offsetOf, orderFor, type PageRequest } from './paging';
import type { LeadWithOwner } from './leads';

type PeopleSortField = (typeof PEOPLE_SORT_FIELDS)[number];

/** A person as lists show them: their company, and the count and latest of the leads the viewer may see. */
export interface PersonListRow {
  person: PersonRow;
  company: Pick<CompanyRow, 'id' | 'name' | 'domain'> | null;
  leads: number;
  lastEnquiryAt: Date | null;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The viewer's leads of the person (all with `scopedTo` undefined): the lead visibility rule (decision 055). */
const visibleLeadsOf = (personId: SQL | typeof people.id, scopedTo: string | undefined) => and(eq(leads.personId, personId), leadScope(scopedTo));

/** A scoped viewer sees a person only through a lead they may see (own or unassigned). */
const personVisible = (scopedTo: string | undefined): SQL | undefined =>
  scopedTo ? sql`exists (select 1 from ${leads} where ${visibleLeadsOf(people.id, scopedTo)})` : undefined;

/** q: 3+ characters any fragment of name or email (the trigram index); fewer the start of either. */
function textSearch(q: string, name: SQL | typeof people.name, email: SQL | typeof people.email): SQL {
  const fragment = likeEscape(q.toLowerCase());
  if ([...q].length < 3) return sql`(lower(${name}) LIKE ${`${fragment}%`} OR ${email} LIKE ${`${fragment}%`})`;
  return sql`(lower(${name}) || ' ' || ${email}) LIKE ${`%${fragment}%`}`;
}

/**
 * A person by their own name or address, or by those of anyone merged into them at any depth (decision
 * 130): staff search by what the client wrote from, and find who holds those leads now. The matches come
 * from the trigram index, then walk up their merge chains; the list keeps the survivors.
 */
function peopleSearch(q: string): SQL {
  return sql`${people.id} IN (WITH RECURSIVE hit(id, merged_into) AS (
      SELECT id, merged_into FROM ${people} WHERE ${textSearch(q, people.name, people.email)}
      UNION SELECT p.id, p.merged_into FROM ${people} p JOIN hit ON p.id = hit.merged_into)
    SELECT id FROM hit)`;
}

/** The list's columns: each person's company and visible leads, counted through contacts_person_created_idx. */
const listColumns = (scopedTo: string | undefined) => ({
  person: people,
  companyId: companies.id,
  companyName: companies.name,
  companyDomain: companies.domain,
  leads: sql<number>`(select count(*) from ${leads} where ${visibleLeadsOf(people.id, scopedTo)})`.mapWith(Number),
  lastEnquiryAt: sql<Date | null>`(select max(${leads.createdAt}) from ${leads} where ${visibleLeadsOf(people.id, scopedTo)})`.mapWith(
    (v: string | Date | null) => (v === null ? null : new Date(v)),
  ),
});
type ListSelect = {
  person: PersonRow;
  companyId: string | null;
  companyName: string | null;
  companyDomain: string | null;
  leads: number;
  lastEnquiryAt: Date | null;
};
const toListRow = (r: ListSelect): PersonListRow => ({
  person: r.person,
  company: r.companyId ? { id: r.companyId, name: r.companyName ?? '', domain: r.companyDomain ?? '' } : null,
  leads: r.leads,
  lastEnquiryAt: r.lastEnquiryAt,
});

/** People and companies (decision 125): lists, one person with their leads and timeline, one company. */
export function createPeopleRepository(db: Db) {
  const selectPeople = (scopedTo: string | undefined) =>
    db.select(listColumns(scopedTo)).from(people).leftJoin(companies, eq(companies.id, people.companyId)).$dynamic();

  async function visibleLeads(where: SQL | undefined, limit: number): Promise<LeadWithOwner[]> {
    return db
      .select({ row: leads, ownerName: users.name })
      .from(leads)
      .leftJoin(users, eq(users.id, leads.ownerId))
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(limit);
  }

  return {
    /** How many enquiries each lead's person sent before it (the list's "2nd enquiry"), for a page of lead ids. */
    async earlierEnquiries(leadIds: string[]): Promise<Map<string, number>> {
      if (!leadIds.length) return new Map();
      const rows = rowsOf<{ id: string; n: number | string }>(
        await db.execute(sql`SELECT c.id, (SELECT count(*) FROM ${leads} e
            WHERE e.person_id = c.person_id AND (e.created_at, e.id) < (c.created_at, c.id)) AS n
          FROM ${leads} c WHERE c.id IN ${leadIds}`),
      );
      return new Map(rows.map((r) => [r.id, Number(r.n)]));
    },

    /** One page of the people the viewer may see and the total. */
    async page(filter: { q?: string }, paging: PageRequest<PeopleSortField>, scopedTo: string | undefined) {
      // A merged person is no one to list: their leads and address belong to the survivor (decision 130).
      const where = and(isNull(people.mergedInto), personVisible(scopedTo), filter.q ? peopleSearch(filter.q) : undefined);
      const order = orderFor(paging.sort, { createdAt: people.createdAt, name: sql`lower(${people.name})`, email: people.email }, people.id, [
        'createdAt',
      ]);
      const [rows, [total]] = await Promise.all([
        selectPeople(scopedTo)
          .where(where)
          .orderBy(...order)
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        db.select({ n: count() }).from(people).where(where),
      ]);
      return { rows: rows.map(toListRow), total: total?.n ?? 0 };
    },

    /**
     * One person with their visible leads (newest first) and those leads' history, or null when not
     * visible. A merged person is found whatever the scope (no leads: the route answers where they went).
     */
    async person(id: string, scopedTo: string | undefined) {
      const visible = scopedTo ? or(isNotNull(people.mergedInto), personVisible(scopedTo)) : undefined;
      const [found] = await selectPeople(scopedTo).where(and(eq(people.id, id), visible));
      if (!found) return null;
      const theirs = visibleLeadsOf(sql`${id}::uuid`, scopedTo);
      const [leadList, history] = await Promise.all([
        visibleLeads(theirs, PERSON_LEADS_MAX),
        db
          .select({ event: leadHistory, reference: leads.reference })
          .from(leadHistory)
          .innerJoin(leads, eq(leads.id, leadHistory.leadId))
          .where(theirs)
          .orderBy(desc(leadHistory.createdAt), desc(leadHistory.id))
          .limit(PERSON_TIMELINE_MAX),
      ]);
      return { ...toListRow(found), leadList, history: history as { event: LeadHistoryRow; reference: string | null }[] };
    },

    /** Whether the viewer may see the person (all with `scopedTo` undefined). */
    async visible(id: string, scopedTo: string | undefined): Promise<boolean> {
      const [found] = await db
        .select({ id: people.id })
        .from(people)
        .where(and(eq(people.id, id), personVisible(scopedTo)));
      return Boolean(found);
    },

    /** One company with its people and leads the viewer may see and their won value, or null when not visible. */
    async company(id: string, scopedTo: string | undefined) {
      const [company] = await db.select().from(companies).where(eq(companies.id, id));
      if (!company) return null;
      const visible = and(eq(leads.companyId, id), leadScope(scopedTo));
      const [[sums], leadList] = await Promise.all([
        db
          .select({ n: count(), won: sql<number>`coalesce(sum(${leads.value}) filter (where ${leads.status} = 'won'), 0)`.mapWith(Number) })
          .from(leads)
          .where(visible),
        visibleLeads(visible, PERSON_LEADS_MAX),
      ]);
      if (scopedTo && !sums?.n) return null;
      const members = await selectPeople(scopedTo)
        .where(and(eq(people.companyId, id), isNull(people.mergedInto), personVisible(scopedTo)))
        .orderBy(asc(sql`lower(${people.name})`), asc(people.id))
        .limit(PERSON_LEADS_MAX);
      return { company, people: members.map(toListRow), leadList, leads: sums?.n ?? 0, wonValue: sums?.won ?? 0 };
    },
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
