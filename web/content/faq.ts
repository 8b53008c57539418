/** The FAQ page (/faq): SPEC.md section 2 and 4 (four topics, two questions each, Income Analytics first). */
import type { ContentImage } from './services';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqTopic {
  id: string;
  name: string;
  items: [FaqItem, FaqItem];
}

export const faqPage = {
  metaTitle: 'FAQ: Data Scraping Services, Process and Compliance | DataLoom Solutions',
  metaDescription:
    'Answers about our data scraping services, how projects run, data quality and legal compliance — and about the analytics and finance dashboards we build.',
  eyebrow: 'FAQ',
  title: 'Frequently Asked Questions',
  intro:
    'Everything you want to know about our data scraping services, how a project runs from first call to delivery, and how we keep every collection legal, ethical and compliant with GDPR and site terms.',
  contactLead: 'Can’t find what you are looking for?',
  contactLabel: 'Contact us',
  contactHref: '/contactus',
  contactTail: 'and our team will answer within one business day.',
  questionHeading: 'Have a Question? see if we have already answered it.',
  questionImage: {
    src: '/images/faq/question.svg',
    alt: '',
    width: 480,
    height: 360,
  } satisfies ContentImage,
  topicsLabel: 'FAQ topics',
  questionsSuffix: 'Questions',
} as const;

export const defaultFaqTopicId = 'income-analytics';

export const faqTopics: FaqTopic[] = [
  {
    id: 'expense-tracking',
    name: 'Expense tracking',
    items: [
      {
        question: 'Can you collect supplier prices automatically to track our expenses?',
        answer:
          'Yes. We scrape supplier catalogues and invoices portals on a schedule you choose and deliver the prices as a feed, so cost changes show up in your expense reports the day they happen.',
      },
      {
        question: 'Which formats can expense data be delivered in?',
        answer:
          'CSV, Excel, JSON, Google Sheets, a REST API or rows written directly into your accounting database. We match the column names your finance team already uses.',
      },
    ],
  },
  {
    id: 'income-analytics',
    name: 'Income Analytics',
    items: [
      {
        question: 'How do you turn sales data into income analytics?',
        answer:
          'We combine marketplace, shop and payment-provider data into one model and build PowerBI dashboards that break revenue down by product, channel, region and period, refreshed automatically.',
      },
      {
        question: 'Can you benchmark our income against competitors?',
        answer:
          'Yes. Daily competitor price and assortment feeds sit next to your own sales in the same dashboard, so you can see where margin is won or lost.',
      },
    ],
  },
  {
    id: 'budget-management',
    name: 'Budget management',
    items: [
      {
        question: 'How much does a typical data scraping project cost?',
        answer:
          'Small one-off extractions start under $500; recurring feeds and custom software are quoted at a fixed price after a free sample, so the budget is agreed before any work starts.',
      },
      {
        question: 'Can we pause or change a recurring feed to stay within budget?',
        answer: 'Yes. Feeds are billed monthly and can be paused, reduced in frequency or narrowed to fewer sources with a week’s notice.',
      },
    ],
  },
  {
    id: 'wealth-management',
    name: 'Wealth management',
    items: [
      {
        question: 'Do you provide market data for wealth management teams?',
        answer:
          'We deliver stock, fund, crypto and macro-economic data feeds from public sources, cleaned and timestamped, ready for your portfolio and risk models.',
      },
      {
        question: 'How often are model portfolios in your dashboards rebalanced?',
        answer:
          'Portfolios are rebalanced quarterly in the reporting dashboards we build, with drift alerts in between when an allocation moves beyond the limits you set.',
      },
    ],
  },
];
