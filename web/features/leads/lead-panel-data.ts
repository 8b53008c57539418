import type { ApiClient } from '~/lib/api/client';

/** What the lead's dialog needs besides the owners, for the lead opened with ?lead= (none: nothing is fetched). */
export async function leadPanelData(api: ApiClient, leadId: string | null) {
  if (!leadId) return { lead: null, savedReplies: [], currency: undefined };
  const [lead, savedReplies, desk] = await Promise.all([api.leads.get(leadId).catch(() => null), api.savedReplies.list(), api.leads.desk()]);
  return { lead, savedReplies, currency: desk.currency };
}
