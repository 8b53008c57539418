import type { BlogPosting, BreadcrumbList, FAQPage, Organization, Service, WebSite, WithContext } from 'schema-dts';
import type { CompanyFacts } from './company-facts';

/** One step of a breadcrumb trail: its name and site-relative path. */
export interface Crumb {
  name: string;
  path: string;
}

const CONTEXT = 'https://schema.org' as const;

/** The node id other blocks point at, so the organisation is described once, on the home page. */
export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

const absolute = (siteUrl: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : siteUrl + pathOrUrl);

/** The company, with its logo, social profiles and a contact point per office (home page). */
export function organization(company: CompanyFacts, siteUrl: string): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: company.name,
    url: `${siteUrl}/`,
    email: company.email,
    logo: { '@type': 'ImageObject', url: absolute(siteUrl, company.logoPath), width: '512', height: '512' },
    // No profiles: no sameAs (an empty list is not a valid one).
    ...(company.sameAs.length > 0 ? { sameAs: company.sameAs } : {}),
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'sales', email: company.email, url: `${siteUrl}/contactus` },
      ...company.offices.flatMap((office) =>
        office.tel ? [{ '@type': 'ContactPoint' as const, contactType: 'customer support', telephone: office.tel, areaServed: office.city }] : [],
      ),
    ],
    address: company.offices.map((office) => ({ '@type': 'PostalAddress' as const, addressLocality: office.city, streetAddress: office.address })),
  };
}

/** The site itself, published by the organisation (home page). */
export function webSite(company: CompanyFacts, siteUrl: string): WithContext<WebSite> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: company.name,
    url: `${siteUrl}/`,
    publisher: { '@id': organizationId(siteUrl) },
  };
}

/** Home › … › this page: every page below the home page carries one. */
export function breadcrumbs(trail: Crumb[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((crumb, i) => ({
      '@type': 'ListItem' as const,
      position: i + 1,
      name: crumb.name,
      item: absolute(siteUrl, crumb.path),
    })),
  };
}

/** Questions with plain-text answers (/faq). */
export function faqPage(items: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question' as const,
      name: item.question,
      acceptedAnswer: { '@type': 'Answer' as const, text: item.answer },
    })),
  };
}

/** One service page, provided by the organisation. */
export function service(
  offer: { name: string; description: string; path: string; image?: string },
  company: CompanyFacts,
  siteUrl: string,
): WithContext<Service> {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: offer.name,
    serviceType: offer.name,
    description: offer.description,
    url: absolute(siteUrl, offer.path),
    ...(offer.image ? { image: absolute(siteUrl, offer.image) } : {}),
    provider: { '@type': 'Organization', '@id': organizationId(siteUrl), name: company.name, url: `${siteUrl}/` },
    areaServed: 'Worldwide',
  };
}

/** What an article's structured data is made from (a published post). */
export interface ArticleFacts {
  title: string;
  description: string;
  path: string;
  publishedAt: string;
  updatedAt: string;
  author: { name: string; path?: string };
  /** The post's picture, else its generated social card. */
  image: string;
  tags: string[];
}

/** A blog post (an Article of kind BlogPosting), with its image and the publisher's logo. */
export function article(post: ArticleFacts, company: CompanyFacts, siteUrl: string): WithContext<BlogPosting> {
  const url = absolute(siteUrl, post.path);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author.name, ...(post.author.path ? { url: absolute(siteUrl, post.author.path) } : {}) },
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(siteUrl),
      name: company.name,
      logo: { '@type': 'ImageObject', url: absolute(siteUrl, company.logoPath) },
    },
    image: absolute(siteUrl, post.image),
    mainEntityOfPage: url,
    url,
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
  };
}
