import type { Contact, Lead, LeadDetail, LeadStatus } from '@contract/leads';
import type { LeadHistoryRow, LeadNoteRow, LeadRow } from '../../db/schema/index';

/** A stored lead in SPEC's legacy contact shape (the fields every lead answer starts with). */
export function toContact(row: LeadRow): Contact {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    budget: row.budget,
    message: row.message,
    RND: row.rnd,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A stored lead as the API answers it: SPEC's contact fields, then pipeline and source. */
export function toLead(row: LeadRow, ownerName: string | null): Lead {
  return {
    ...toContact(row),
    status: row.status as LeadStatus,
    ownerId: row.ownerId,
    ownerName,
    nextActionOn: row.nextActionOn,
    form: row.form,
    pageUrl: row.pageUrl,
    landingPage: row.landingPage,
    referrer: row.referrer,
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
    utmTerm: row.utmTerm,
    utmContent: row.utmContent,
    spamReasons: row.spamReasons,
    consentNotice: row.consentNotice,
    consentAt: row.consentAt ? row.consentAt.toISOString() : null,
    version: row.version,
  };
}

/** One lead with its notes and history, as `GET /api/contacts/:id` answers it. */
export function toLeadDetail(found: { row: LeadRow; ownerName: string | null; notes: LeadNoteRow[]; history: LeadHistoryRow[] }): LeadDetail {
  return {
    ...toLead(found.row, found.ownerName),
    notes: found.notes.map((n) => ({ _id: n.id, text: n.text, authorName: n.authorName, createdAt: n.createdAt.toISOString() })),
    history: found.history.map((h) => ({
      _id: h.id,
      kind: h.kind,
      from: h.fromValue,
      to: h.toValue,
      actorName: h.actorName,
      createdAt: h.createdAt.toISOString(),
    })),
  };
}

/** The strong ETag of a lead: its version (decision 037). */
export const leadEtag = (version: number) => `"${version}"`;
