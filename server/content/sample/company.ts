import type { SampleItem } from './types';
import { SAMPLE_BUDGET_BRACKETS } from '@contract/contact-choices';
import { sampleId } from './ids';

/**
 * The one set of company facts (decision 073). Today's pages stated three: home "5 years / 235+
 * projects / 50+ clients", About "20+ experts / 300+ projects / 96 %", Contact "17 years / 550+
 * projects / 99 %"; the sample keeps the home page's set (and About's experts) and every text
 * names them as {tokens}. No social profiles and no review badge: today's links went to the
 * networks' home pages and to nowhere, and a sample must not invent the owner's profiles.
 */
export const sampleCompany: SampleItem<'company'>[] = [
  {
    id: sampleId('company', 'company'),
    data: {
      name: 'DataLoom Solutions',
      legalName: 'DataLoom Solutions LLC',
      about:
        'DataLoom Solutions builds reliable web scraping, automation bots, API integrations, daily data feeds and dashboards for growing businesses.',
      emails: {
        general: 'hello@dataloom.example',
        sales: 'sales@dataloom.example',
        security: 'security@dataloom.example',
        privacy: 'privacy@dataloom.example',
      },
      phones: [{ label: 'Sales', display: '+1 (512) 555-0142', tel: '+15125550142' }],
      socialProfiles: [],
      figures: { foundedYear: 2019, projects: 235, clients: 50, experts: 20, satisfactionPercent: 97, minimums: true },
      reviewBadge: null,
      logo: null,
      registration: { address: '600 Congress Ave, Suite 1400, Austin, TX 78701, USA' },
      statusPageUrl: null,
      contactForm: { budgetBrackets: SAMPLE_BUDGET_BRACKETS, budgetRequired: true },
    },
  },
];
