import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalyticsPageRow, AnalyticsSourceRow, AnalyticsSummary } from '@contract/analytics';
import * as Analytics from './analytics';
import { json, renderScreen, stubApi } from '../../../test/staff/staff-test-kit';

const summary: AnalyticsSummary = { days: 7, currency: 'EUR', counting: true, views: 250, leads: 3, won: 1, wonValue: 5000 };
const pages: AnalyticsPageRow[] = [
  { path: '/services/daily-data', views: 120, visitors: 80, leads: 2, won: 1, wonValue: 5000 },
  { path: '/contactus', views: 0, visitors: 0, leads: 1, won: 0, wonValue: 0 },
];
const sources: AnalyticsSourceRow[] = [{ source: 'newsletter', views: 60, visitors: 40, leads: 2, won: 1, wonValue: 5000 }];

describe('Analytics (/dashboard/analytics)', () => {
  it('shows visitors → leads → won with conversion per landing page and per source for the chosen period', async () => {
    stubApi({
      'GET /api/analytics/summary?days=7': () => json(200, summary),
      'GET /api/analytics/pages?days=7': () => json(200, pages),
      'GET /api/analytics/sources?days=7': () => json(200, sources),
    });
    renderScreen('/dashboard/analytics', Analytics, '/dashboard/analytics?days=7');
    const byPage = await screen.findByRole('table', { name: 'By landing page' });
    expect(
      within(byPage)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Page', 'Views', 'Visitors', 'Leads', 'Conversion', 'Won', 'Won value']);
    const row = within(byPage).getByText('/services/daily-data').closest('tr')!;
    expect([...row.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['/services/daily-data', '120', '80', '2', '2.5 %', '1', '€5,000']);
    // A lead whose page had no counted view: no conversion to show.
    const noViews = within(byPage).getByText('/contactus').closest('tr')!;
    expect(noViews.querySelectorAll('td')[4]!.textContent).toBe('—');
    const bySource = screen.getByRole('table', { name: 'By source' });
    expect(within(bySource).getByText('newsletter')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page');
    const card = screen.getAllByText('Won value').find((el) => el.tagName === 'DT')!;
    expect(card.nextSibling?.textContent).toBe('€5,000');
  });
});
