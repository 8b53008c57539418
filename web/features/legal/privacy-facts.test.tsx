import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { privacyFacts, type PrivacySettings } from '@contract/privacy-facts';
import { PrivacyFacts } from './privacy-facts';

const base: PrivacySettings = {
  attributionConsent: false,
  attributionDays: 90,
  consentDays: 180,
  analytics: true,
  analyticsBeacon: false,
  leadRetentionDays: null,
  sessionHours: 168,
  deviceDays: 180,
};

const row = (id: string) => document.getElementById(id);

describe('PrivacyFacts', () => {
  it('by default: first touch for the tab only, server-side page views, staff cookies with their lifetimes', () => {
    render(<PrivacyFacts facts={privacyFacts(base)} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['What', 'Where', 'How long']);
    expect(row('attribution')).toHaveTextContent("Your browser's session storage");
    expect(row('attribution')).toHaveTextContent('Until you close the tab');
    expect(row('attribution')).not.toHaveTextContent('90 days');
    expect(row('attribution-choice')).toBeNull();
    expect(row('analytics')).toHaveTextContent('No cookie');
    expect(row('analytics')).not.toHaveTextContent('reported by the page itself');
    expect(row('enquiries')).toHaveTextContent('Until we delete it');
    expect(row('staff-cookies')).toHaveTextContent('Session: 7 days at most; browser: 180 days');
  });

  it('follows the settings: consent banner, beacon, no analytics, a lead retention', () => {
    const { rerender } = render(
      <PrivacyFacts facts={privacyFacts({ ...base, attributionConsent: true, analyticsBeacon: true, leadRetentionDays: 730 })} />,
    );
    expect(row('attribution')).toHaveTextContent('its local storage if you choose Allow');
    expect(row('attribution')).toHaveTextContent('90 days if you allow it');
    expect(row('attribution-choice')).toHaveTextContent('180 days, then we ask again');
    expect(row('analytics')).toHaveTextContent('reported by the page itself');
    expect(row('enquiries')).toHaveTextContent('730 days');
    rerender(<PrivacyFacts facts={privacyFacts({ ...base, analytics: false, sessionHours: 12 })} />);
    expect(row('analytics')).toBeNull();
    expect(row('staff-cookies')).toHaveTextContent('Session: 12 hours at most');
  });

  it('renders nothing without facts', () => {
    const { container } = render(<PrivacyFacts facts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
