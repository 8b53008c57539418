import type { LeadBrief } from '../repositories/lead-followups';
import type { LeadListItem } from './templates/lead-list';
import { leadUrl } from './lead-notification';
import type { MailSettings } from './settings';

/** A lead as a line of a staff mail, with its link. */
export function leadItem(settings: Pick<MailSettings, 'siteUrl'>, lead: LeadBrief, note?: string): LeadListItem {
  return { name: lead.name, service: lead.service, reference: lead.reference, url: leadUrl(settings.siteUrl, lead.id), ...(note ? { note } : {}) };
}
