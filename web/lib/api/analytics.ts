import { analyticsPageRows, analyticsSourceRows, analyticsSummary } from '@contract/analytics';
import type { Transport } from './transport';

/** Page views joined with leads and won value (admins and editors, decision 066). */
export const analyticsApi = ({ get }: Transport) => ({
  summary: (days: number) => get(analyticsSummary, `/api/analytics/summary?days=${days}`),
  pages: (days: number) => get(analyticsPageRows, `/api/analytics/pages?days=${days}`),
  sources: (days: number) => get(analyticsSourceRows, `/api/analytics/sources?days=${days}`),
});
