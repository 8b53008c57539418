import type { SearchKind } from '@contract/search';

/** Copy of the site's search: the /search page, the header's search box and the 404 page's suggestions. */
export const searchContent = {
  eyebrow: 'Search',
  title: 'Search the site',
  intro: 'Services, industries, case studies, answers, legal pages and articles.',
  metaDescription: 'Search our services, industries, case studies, FAQ answers, legal pages and blog articles.',
  label: 'Search the site',
  placeholder: 'Search services, case studies, articles…',
  submit: 'Search',
  /** The header's button that opens its search box. */
  open: 'Search the site',
  /** "3 results for “scraper”" */
  results: (total: number, q: string) => `${total} ${total === 1 ? 'result' : 'results'} for “${q}”`,
  resultsLabel: 'Search results',
  pagesLabel: 'Search result pages',
  none: (q: string) => `Nothing on the site matches “${q}”.`,
  noneHint: 'Try fewer or other words, or go straight to what we do:',
  description: (q: string) => `Pages of the site matching “${q}”.`,
  /** Where a search that found nothing, and the 404 page, send visitors. */
  fallbackLinks: [
    { label: 'Our services', to: '/services' },
    { label: 'Case studies', to: '/case-studies' },
    { label: 'Contact us', to: '/contactus' },
  ],
  /** The badge naming what kind of page a result is. */
  kinds: {
    service: 'Service',
    industry: 'Industry',
    'case-study': 'Case study',
    faq: 'FAQ',
    legal: 'Legal',
    post: 'Blog',
  } satisfies Record<SearchKind, string>,
  notFound: {
    suggestions: 'Were you looking for one of these?',
    searchLabel: 'Search the site for what you were looking for',
  },
} as const;
