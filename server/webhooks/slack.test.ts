import { describe, expect, it } from 'vitest';
import type { LeadEventData } from '@contract/webhooks';
import { slackLeadMessage } from './slack';

const lead = (extra: Partial<LeadEventData> = {}): LeadEventData => ({
  _id: 'l1',
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '+1 555 0100',
  company: 'Acme',
  service: 'Web Scraping',
  budget: '$1001 - $5000',
  message: 'Hello',
  status: 'new',
  value: null,
  source: { landingPage: '/services/web-scraping', referrer: 'https://www.google.com/search?q=x', utmSource: '', utmMedium: '', utmCampaign: '' },
  url: 'http://site.test/dashboard?lead=l1',
  createdAt: '2026-11-26T10:00:00.000Z',
  ...extra,
});

describe('slackLeadMessage', () => {
  it('names the lead with a link, service, budget and source; never email or phone', () => {
    const m = slackLeadMessage(lead(), { includeMessage: false });
    expect(m.text).toBe('New lead: Jane Doe (Acme) — Web Scraping, $1001 - $5000 (source: google.com) http://site.test/dashboard?lead=l1');
    expect(m.blocks).toHaveLength(1);
    expect(m.blocks[0]!.text.text).toBe(
      '*New lead:* <http://site.test/dashboard?lead=l1|Jane Doe (Acme)>\n*Service:* Web Scraping · *Budget:* $1001 - $5000\n*Source:* google.com · landing /services/web-scraping',
    );
    expect(JSON.stringify(m)).not.toMatch(/jane@example\.com|555/);
  });

  it('prefers utm source / medium, and says direct without either', () => {
    expect(
      slackLeadMessage(lead({ source: { ...lead().source, utmSource: 'newsletter', utmMedium: 'email' } }), { includeMessage: false }).text,
    ).toContain('(source: newsletter / email)');
    expect(slackLeadMessage(lead({ source: { ...lead().source, referrer: '' } }), { includeMessage: false }).text).toContain('(source: direct)');
  });

  it('escapes &, < and > so a name cannot become a link or a mention', () => {
    const m = slackLeadMessage(lead({ name: '<https://evil.test|click> & <!channel>', company: '' }), { includeMessage: true });
    expect(m.blocks[0]!.text.text).toContain('|&lt;https://evil.test|click&gt; &amp; &lt;!channel&gt;>');
    expect(JSON.stringify(m)).not.toContain('<!channel>');
  });

  it('quotes the visitor message only when ticked, cut at 500 characters', () => {
    expect(slackLeadMessage(lead({ message: 'Call me' }), { includeMessage: false }).blocks).toHaveLength(1);
    const long = slackLeadMessage(lead({ message: `line one\n${'x'.repeat(600)}` }), { includeMessage: true });
    const quoted = long.blocks[1]!.text.text;
    expect(quoted.startsWith('>line one\n>xxx')).toBe(true);
    expect(quoted.endsWith('x…')).toBe(true);
    expect(quoted.replace(/^>/gm, '').length).toBe(501);
  });
});
