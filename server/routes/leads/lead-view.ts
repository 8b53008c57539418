import type { Contact, Lead, LeadStatus } from '@contract/leads';
import type { LeadRow } from '../../db/schema/index';

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
  };
}
