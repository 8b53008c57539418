import type { Lead } from '@contract/leads';
import type { LeadStatus } from '@contract/leads';
import type { ContactRow } from '../../db/schema/index';
import { toContact } from '../../repositories/contacts';

/** A stored lead as the API answers it: SPEC's contact fields, then pipeline and source. */
export function toLead(row: ContactRow, ownerName: string | null): Lead {
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
