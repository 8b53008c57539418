/** The fixed words of /faq (the questions are site content, collection `faq`). */
export const faqPageText = {
  metaTitle: 'FAQ: Web Scraping Legality, Data, Delivery and Pricing',
  metaDescription:
    'Answers buyers of data services ask first: legality and robots.txt, personal data, who owns the data, delivery formats, site changes, pricing, NDAs and security.',
  eyebrow: 'FAQ',
  title: 'Frequently Asked Questions',
  intro: 'What buyers of data services ask before they start: legality, personal data, ownership, delivery, maintenance, pricing and security.',
  emptyText: 'Our answers are being written. Ask us anything about your project and we will answer within one business day.',
  contactLead: 'Can’t find what you are looking for?',
  contactLabel: 'Contact us',
  contactHref: '/contactus',
  contactTail: 'and our team will answer within one business day.',
  questionHeading: 'Have a question? See if we have already answered it.',
  questionImage: { src: '/images/faq/question.svg', alt: '', width: 480, height: 360 },
  topicsLabel: 'FAQ topics',
  questionsSuffix: 'Questions',
} as const;
