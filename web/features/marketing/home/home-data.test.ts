import { describe, expect, it } from 'vitest';
import type { TypedContentItem } from '@contract/content/index';
import type { CollectionName } from '@contract/content/common';
import { homePageData, type HomeContent } from './home-data';

const SERVICE = '3f0b7c1e-8d2a-4b6e-9c1d-2a5e7f9b0c11';
const GONE = '9f0b7c1e-8d2a-4b6e-9c1d-2a5e7f9b0c11';

function item<C extends CollectionName>(
  collection: C,
  data: TypedContentItem<C>['data'],
  extra: Partial<TypedContentItem<C>> = {},
): TypedContentItem<C> {
  return {
    _id: `${collection}-1`,
    collection,
    slug: null,
    name: collection,
    data,
    pending: null,
    status: 'published',
    sortOrder: 0,
    sample: false,
    version: 1,
    publishedAt: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    updatedByName: 'Ed',
    refs: {},
    ...extra,
  };
}

const company = item('company', {
  name: 'Acme Data',
  legalName: '',
  about: '',
  emails: { general: 'hi@acme.example' },
  phones: [],
  socialProfiles: [],
  figures: { foundedYear: 2016, projects: 410, clients: 60, experts: 12, satisfactionPercent: 98, minimums: true },
  reviewBadge: null,
  logo: null,
  registration: {},
  statusPageUrl: null,
  contactForm: { budgetBrackets: ['Under $1,000'], budgetRequired: true },
});

const home = item(
  'home',
  {
    hero: {
      headline: '{years} years of data',
      subline: 'Over {projects} projects.',
      primaryCta: { label: 'Talk', link: { kind: 'page', path: '/contactus' } },
      secondaryCta: { label: 'Gone', link: { kind: 'service', id: GONE } },
      image: null,
    },
    whyCards: [
      { title: 'Feeds', icon: 'Globe', text: 'Daily.', link: { kind: 'service', id: SERVICE } },
      { title: 'Unlinked', icon: 'Car', text: '', link: { kind: 'service', id: GONE } },
    ],
    sections: { showNumbers: true, showTestimonials: false, showLogos: true, showCaseStudies: false },
  },
  { refs: { [SERVICE]: { _id: SERVICE, collection: 'services', slug: 'daily-data', name: 'Daily data' } } },
);

const testimonial = item('testimonials', {
  quote: 'Great.',
  name: 'Sam',
  role: 'CTO',
  company: 'Shop',
  photo: null,
  logo: null,
  rating: 5,
  date: null,
  permission: { granted: true, by: 'Sam', on: '2026-01-01', note: '' },
});

const base: HomeContent = { home, company, officeCount: 3, services: [], testimonials: [testimonial], logos: [] };
const NOW = new Date('2026-06-01T00:00:00Z');

describe('homePageData: the home page from the site content', () => {
  it('fills figures from the company item and resolves links, dropping a link whose target is unpublished', () => {
    const page = homePageData(base, NOW);
    expect(page.hero).toMatchObject({
      headline: '10 years of data',
      subline: 'Over 410+ projects.',
      primary: { href: '/contactus' },
      secondary: null,
    });
    expect(page.figures.map((f) => f.value)).toEqual(['10', '410+', '60+', '12+', '98%']);
    expect(page.claim).toContain('410+ projects for 60+ clients');
    expect(page.whyCards.map((c) => c.href)).toEqual(['/services/daily-data', null]);
    expect(page.email).toBe('hi@acme.example');
  });

  it('honours the home item’s section switches', () => {
    expect(homePageData(base, NOW).testimonials).toEqual([]);
    const shown = homePageData(
      { ...base, home: { ...home, data: { ...home.data, sections: { ...home.data.sections, showTestimonials: true, showNumbers: false } } } },
      NOW,
    );
    expect(shown.testimonials.map((t) => t.name)).toEqual(['Sam']);
    expect(shown.figures).toEqual([]);
    expect(shown.claim).toBeNull();
  });

  it('is empty everywhere with no content at all (SEED_CONTENT=false)', () => {
    const page = homePageData({ home: null, company: null, officeCount: 0, services: [], testimonials: [], logos: [] }, NOW);
    expect(page).toEqual({
      email: null,
      hero: null,
      figures: [],
      claim: null,
      whyCards: [],
      services: [],
      testimonials: [],
      logos: [],
    });
  });
});
