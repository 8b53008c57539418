import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Sources as SourcesData } from '@contract/leads';
import * as Sources from './sources';
import { json, renderScreen, stubApi } from '../../../test/staff/staff-test-kit';

const figures: SourcesData = {
  days: 90,
  currency: 'EUR',
  bySource: [{ key: 'linkedin', leads: 7, won: 2, wonValue: 32_500 }],
  byService: [{ key: 'Web Scraping', leads: 3, won: 0, wonValue: 0 }],
  speedByResponder: [
    { key: 'Sam Seller', answered: 5, medianSeconds: 12_000, p90Seconds: 2 * 86_400 + 4 * 3600, waiting: 1 },
    { key: 'Unassigned', answered: 0, medianSeconds: null, p90Seconds: null, waiting: 4 },
  ],
  speedBySource: [{ key: 'linkedin', answered: 5, medianSeconds: 45, p90Seconds: 720, waiting: 0 }],
};

describe('Lead sources (/sources)', () => {
  it('shows won value in the currency and the time to first response by who answered and by source, with the waiting beside', async () => {
    stubApi({ 'GET /api/contacts/sources?days=90': () => json(200, figures) });
    renderScreen('/sources', Sources, '/sources?days=90');
    const bySource = await screen.findByRole('table', { name: 'By source' });
    expect(
      within(bySource)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Source', 'Leads', 'Won', 'Won value']);
    expect(within(bySource).getByText('€32,500')).toBeInTheDocument();

    const byResponder = screen.getByRole('table', { name: 'Time to first response by who answered' });
    expect(within(byResponder).getAllByRole('columnheader')[0]).toHaveTextContent('Person');
    const sam = within(byResponder).getByText('Sam Seller').closest('tr')!;
    expect([...sam.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['Sam Seller', '3 h 20 min', '2 d 4 h', '5', '1']);
    const nobody = within(byResponder).getByText('Unassigned').closest('tr')!;
    expect([...nobody.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['Unassigned', '—', '—', '0', '4']);

    const bySpeedSource = screen.getByRole('table', { name: 'Time to first response by source' });
    expect(within(bySpeedSource).getByText('45 s')).toBeInTheDocument();
    expect(within(bySpeedSource).getByText('12 min')).toBeInTheDocument();
  });
});
