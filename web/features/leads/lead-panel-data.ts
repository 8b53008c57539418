import type { LeadDesk } from '@contract/leads';
import type { ApiClient } from '~/lib/api/client';

/**
 * What the lead's dialog needs besides the owners, for the lead opened with ?lead= (none: nothing is fetched).
 * `desk` gives the desk's settings: a screen that loads them anyway passes its own request, so they are fetched once.
 */
export async function leadPanelData(api: ApiClient, leadId: string | null, desk: () => Promise<LeadDesk>) {
  if (!leadId) return { lead: null, savedReplies: [], currency: undefined, repliesToDesk: false };
  const [lead, savedReplies, settings] = await Promise.all([api.leads.get(leadId).catch(() => null), api.savedReplies.list(), desk()]);
  return { lead, savedReplies, currency: settings.currency, repliesToDesk: settings.repliesToDesk };
}
