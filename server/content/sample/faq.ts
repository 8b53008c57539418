import type { CollectionInput } from '@contract/content/index';
import type { SampleItem } from './types';
import { sampleId } from './ids';

/**
 * The buyer's FAQ (issue 30 point 4): what buyers of scraping compare first, written fresh. It
 * replaces today's "Process and Compliance" page, whose four tabs answered finance-dashboard
 * questions (expense tracking, income analytics, budget and wealth management).
 */
const questions: CollectionInput<'faq'>[] = [
  {
    group: 'Legal and compliance',
    question: 'Is web scraping legal? Do you respect robots.txt?',
    answer:
      '<p>Collecting publicly available data is lawful in most jurisdictions, but how it is collected and used matters. Before any work starts we review each source: its terms of service, its robots.txt, whether the data sits behind a login, and whether an official API or licensed feed exists. We follow robots.txt, crawl at polite rates, never get past a login we were not given, and tell you when a source should not be scraped.</p>',
  },
  {
    group: 'Legal and compliance',
    question: 'Do you collect personal data?',
    answer:
      '<p>Only when you need it, have a lawful basis for it, and we have agreed it in writing. By default we leave personal data out of every dataset. When a project needs it (for example public business contacts), we collect the minimum, record the purpose, sign a data processing agreement with you and follow the GDPR, the UK GDPR and the CCPA as they apply.</p>',
  },
  {
    group: 'Your data',
    question: 'Who owns the data and the code?',
    answer:
      '<p>You do. The datasets we deliver are yours to use within the sources’ terms, and for custom software you receive the full source code and documentation. We keep nothing of your data after the retention period agreed in the contract.</p>',
  },
  {
    group: 'Your data',
    question: 'In which formats do you deliver?',
    answer:
      '<p>CSV, Excel, JSON or JSON Lines files, Google Sheets, files dropped in S3, Google Cloud Storage, Azure or SFTP, rows written into your database or warehouse, or a REST API you call. Every delivery follows the schema we agreed, with the same column names every time.</p>',
  },
  {
    group: 'Projects',
    question: 'What happens when a website changes?',
    answer:
      '<p>Monitoring checks every run: record counts, empty fields and errors. When a source changes its pages, we are alerted, repair the scraper — usually before the next scheduled delivery — and tell you what happened. Repairs are included in every recurring feed and maintenance plan.</p>',
  },
  {
    group: 'Projects',
    question: 'How do you keep our data and access secure?',
    answer:
      '<p>Deliveries travel encrypted and are stored encrypted; credentials you give us are kept in a secrets store, never in code or e-mail. Access is limited to the engineers on your project and protected by two-factor authentication. Ask us for our security summary, or report a vulnerability to our security contact.</p>',
  },
  {
    group: 'Pricing and contracts',
    question: 'How do you price a project?',
    answer:
      '<p>Three ways: a fixed price for a one-off dataset or piece of software, a monthly fee for a recurring feed (by sources, volume and frequency), or a monthly maintenance plan for software you own. You get a free sample of the data and a written quote before any work starts.</p>',
  },
  {
    group: 'Pricing and contracts',
    question: 'Will you sign an NDA?',
    answer:
      '<p>Yes. Tick “I would like an NDA before sharing details” in the contact form, or send us your own, and we sign it before you tell us about the project. We never name a client or show its data without written permission.</p>',
  },
];

export const sampleFaq: SampleItem<'faq'>[] = questions.map((data, i) => ({ id: sampleId('faq', String(i + 1)), data }));
