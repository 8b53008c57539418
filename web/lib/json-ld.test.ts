import type { BlogPosting, BreadcrumbList, FAQPage, Organization, Service, WebSite, WithContext } from 'schema-dts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { jsonLdProblems } from '../../test/helpers/json-ld-rules';
import type { Company } from '@contract/content/company';
import type { Office } from '@contract/content/offices';
import { companyFacts, type CompanyFacts } from './company-facts';
import { article, breadcrumbs, faqPage, organization, service, webSite } from './json-ld';
import { MARKETING_LAYOUT_ID, type MetaMatches } from '~/features/site-shell/shell-data';
import { seo } from './seo';

const SITE = 'https://www.example.test';
const company: CompanyFacts = {
  name: 'Example Data Ltd',
  email: 'hello@example.test',
  logoPath: '/icons/icon-512.png',
  sameAs: ['https://www.linkedin.com/company/example-data'],
  offices: [{ city: 'Lahore', tel: '+924235000199', address: '82-B, Gulberg III' }],
};
const post = {
  title: 'Scraping prices daily',
  description: 'How we keep a feed fresh.',
  path: '/blogs/scraping-prices-daily',
  publishedAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
  author: { name: 'Sam Writer', path: '/blogs/author/sam-writer' },
  image: '/og/blogs/scraping-prices-daily.png',
  tags: ['pricing'],
};

/** The block as a page carries it: serialised, then parsed by a search engine. */
const asJson = (block: unknown): unknown => JSON.parse(JSON.stringify(block));

describe('structured data builders (schema-dts types, decision 077)', () => {
  it('each builder returns its schema.org type', () => {
    // A property schema.org does not have, or of the wrong kind, fails `npm run typecheck` here and in the builder.
    expectTypeOf(organization(company, SITE)).toEqualTypeOf<WithContext<Organization>>();
    expectTypeOf(webSite(company, SITE)).toEqualTypeOf<WithContext<WebSite>>();
    expectTypeOf(breadcrumbs([], SITE)).toEqualTypeOf<WithContext<BreadcrumbList>>();
    expectTypeOf(faqPage([])).toEqualTypeOf<WithContext<FAQPage>>();
    expectTypeOf(service({ name: '', description: '', path: '' }, company, SITE)).toEqualTypeOf<WithContext<Service>>();
    expectTypeOf(article(post, company, SITE)).toEqualTypeOf<WithContext<BlogPosting>>();
  });

  it('the organisation has its logo, profiles and a contact point per office, all on the site URL', () => {
    const org = asJson(organization(company, SITE));
    expect(jsonLdProblems(org, SITE)).toEqual([]);
    expect(org).toMatchObject({
      '@id': `${SITE}/#organization`,
      url: `${SITE}/`,
      logo: { url: `${SITE}/icons/icon-512.png` },
      sameAs: company.sameAs,
      contactPoint: [
        { contactType: 'sales', email: 'hello@example.test' },
        { contactType: 'customer support', telephone: '+924235000199' },
      ],
    });
    expect(jsonLdProblems(asJson(webSite(company, SITE)), SITE)).toEqual([]);
  });

  it('the company item makes a valid organisation (every social profile in sameAs, a contact point per office with a phone)', () => {
    const item: Company = {
      name: 'Example Data Ltd',
      legalName: '',
      about: '',
      emails: { general: 'hello@example.test' },
      phones: [],
      socialProfiles: [
        { network: 'linkedin', url: 'https://www.linkedin.com/company/example-data' },
        { network: 'github', url: 'https://github.com/example-data' },
      ],
      figures: { foundedYear: 2019, projects: 1, clients: 1, experts: 1, satisfactionPercent: 90, minimums: true },
      reviewBadge: null,
      logo: null,
      registration: {},
      statusPageUrl: null,
      contactForm: { budgetBrackets: ['Under $1,000'], budgetRequired: true },
    };
    const offices: Office[] = [
      { city: 'Lahore', address: '82-B', phone: { display: '+92 42', tel: '+924235000199' }, hours: '', mapUrl: null },
      { city: 'Doha', address: 'West Bay', phone: null, hours: '', mapUrl: null },
    ];
    const facts = companyFacts(item, offices);
    const org = asJson(organization(facts, SITE)) as { sameAs: string[]; contactPoint: unknown[]; email: string };
    expect(jsonLdProblems(org, SITE)).toEqual([]);
    expect(org.sameAs).toEqual(['https://www.linkedin.com/company/example-data', 'https://github.com/example-data']);
    expect(org.email).toBe('hello@example.test');
    expect(org.contactPoint).toHaveLength(2);
  });

  it('breadcrumbs start at Home and number their steps', () => {
    const trail = asJson(
      breadcrumbs(
        [
          { name: 'Blog', path: '/blog' },
          { name: post.title, path: post.path },
        ],
        SITE,
      ),
    ) as { itemListElement: unknown[] };
    expect(jsonLdProblems(trail, SITE)).toEqual([]);
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${SITE}/blog` },
      { '@type': 'ListItem', position: 3, name: post.title, item: `${SITE}${post.path}` },
    ]);
    // Home alone is no trail.
    expect(jsonLdProblems(asJson(breadcrumbs([], SITE)), SITE)).not.toEqual([]);
  });

  it('the FAQ, a service and an article pass; an article without a publisher logo does not', () => {
    expect(jsonLdProblems(asJson(faqPage([{ question: 'Is it legal?', answer: 'Public data, yes.' }])), SITE)).toEqual([]);
    expect(jsonLdProblems(asJson(service({ name: 'Feeds', description: 'Daily data.', path: '/services/daily-data' }, company, SITE)), SITE)).toEqual(
      [],
    );
    const posting = asJson(article(post, company, SITE)) as { image: string; publisher: { logo?: unknown } };
    expect(jsonLdProblems(posting, SITE)).toEqual([]);
    expect(posting.image).toBe(`${SITE}/og/blogs/scraping-prices-daily.png`);
    delete posting.publisher.logo;
    expect(jsonLdProblems(posting, SITE)).toEqual(['publisher.logo: Invalid input: expected object, received undefined']);
  });

  /** A meta function's matches: the root loader's site address, and the marketing layout's shell with the company's name (or none). */
  const matchesOf = (name: string | null): MetaMatches => [
    { id: 'root', data: { siteUrl: SITE } },
    { id: MARKETING_LAYOUT_ID, data: { shell: { company: name ? { name } : null } } },
  ];

  it('seo() gives every indexable page below Home a breadcrumb, and Home or noindex pages none', () => {
    const blocks = (input: Parameters<typeof seo>[1], name: string | null = 'Acme Data Ltd') =>
      seo(matchesOf(name), input).flatMap((d) => ('script:ld+json' in d ? [d['script:ld+json']] : []));
    const base = { description: 'd' };
    expect(blocks({ ...base, title: 'Home', path: '/' })).toEqual([]);
    expect(blocks({ ...base, title: 'Gone', path: '/nope', noindex: true })).toEqual([]);
    const [faq] = blocks({ ...base, title: 'FAQ', path: '/faq' }) as { itemListElement: { name: string; item: string }[] }[];
    expect(faq!.itemListElement.map((item) => [item.name, item.item])).toEqual([
      ['Home', `${SITE}/`],
      ['FAQ', `${SITE}/faq`],
    ]);
    const [unnamed] = blocks({ ...base, title: 'FAQ', path: '/faq' }, null) as { itemListElement: { name: string }[] }[];
    expect(unnamed!.itemListElement.map((item) => item.name)).toEqual(['Home', 'FAQ']);
    const [, extra] = blocks({ ...base, title: 'X', path: '/x?page=2', jsonLd: [webSite(company, SITE)] });
    expect(extra).toMatchObject({ '@type': 'WebSite' });
  });

  it("seo() reads the site's address and the company's name from the route's matches: the title's tail, og:site_name, the canonical link", () => {
    const head = (name: string | null, extra: Partial<Parameters<typeof seo>[1]> = {}) =>
      seo(matchesOf(name), { title: 'FAQ', description: 'd', path: '/faq', ...extra });
    const find = (tags: ReturnType<typeof seo>, key: string) =>
      tags.find((d) => ('property' in d && d.property === key) || ('rel' in d && d.rel === key));
    const named = head('Acme Data Ltd');
    expect(named[0]).toEqual({ title: 'FAQ | Acme Data Ltd' });
    expect(find(named, 'og:title')).toEqual({ property: 'og:title', content: 'FAQ | Acme Data Ltd' });
    expect(find(named, 'og:site_name')).toEqual({ property: 'og:site_name', content: 'Acme Data Ltd' });
    expect(find(named, 'canonical')).toMatchObject({ href: `${SITE}/faq` });
    expect(find(named, 'og:image')).toEqual({ property: 'og:image', content: `${SITE}/og/faq.png` });
    const unnamed = head(null);
    expect(unnamed[0]).toEqual({ title: 'FAQ' });
    expect(find(unnamed, 'og:site_name')).toBeUndefined();
    expect(head('Acme Data Ltd', { title: 'Web data', path: '/', companyFirst: true })[0]).toEqual({ title: 'Acme Data Ltd | Web data' });
    expect(head(null, { title: 'Web data', path: '/', companyFirst: true })[0]).toEqual({ title: 'Web data' });
  });
});
