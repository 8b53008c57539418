import type { SocialCardText } from '@contract/web-load-context';
import { aboutPageText } from '~/features/marketing/about/about-page-text';
import { blogContent } from '~/content/blog';
import { contactPageText } from '~/features/contact-form/contact-page-text';
import { faqPageText } from '~/features/marketing/faq/faq-page-text';
import { howItWorksPage } from '~/features/marketing/how-it-works/how-it-works-text';
import { industriesPageText } from '~/features/marketing/industries/industries-page-text';
import type { ApiClient } from './api/client';
import { factText } from './fact-text';
import { ApiRequestError } from './api/errors';
import type { SiteContentReader } from './site-content.server';

/** The pages whose card is their own heading (the kind above it). */
const STATIC_CARDS: Record<string, { eyebrow: string; title: string }> = {
  '/aboutus': { eyebrow: 'About us', title: aboutPageText.title },
  '/contactus': { eyebrow: 'Contact', title: contactPageText.title },
  '/industries': { eyebrow: industriesPageText.eyebrow, title: industriesPageText.title },
  '/howworks': { eyebrow: howItWorksPage.eyebrow, title: howItWorksPage.title },
  '/faq': { eyebrow: faqPageText.eyebrow, title: faqPageText.title },
  '/blog': { eyebrow: blogContent.index.title, title: blogContent.index.heading },
  '/services': { eyebrow: 'Services', title: 'Our services' },
  '/case-studies': { eyebrow: 'Case studies', title: 'Case studies' },
};

const titled = (eyebrow: string, title: string | undefined, brand: string): SocialCardText | null => (title ? { eyebrow, title, brand } : null);

/** A read of the API that answers null for a 404/400 (no such published post, tag or author). */
async function known<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    // 301: a former slug (PostMovedError); its card is the new address's.
    if (err instanceof ApiRequestError && [301, 400, 404].includes(err.status)) return null;
    throw err;
  }
}

/**
 * The words of a page's social card, or null for a path that is no public page: only known pages
 * get a card, so /og/* can never be made to draw text of a visitor's choosing (decision 077).
 */
export async function socialCardText(path: string, blogs: ApiClient['blogs'], content: SiteContentReader): Promise<SocialCardText | null> {
  const [company, home] = await Promise.all([content.single('company'), path === '/' ? content.single('home') : null]);
  const brand = company?.data.name ?? '';
  if (path === '/')
    return { eyebrow: 'Web scraping and data services', title: home ? factText(company?.data ?? null, 0)(home.data.hero.headline) : brand, brand };
  const page = STATIC_CARDS[path];
  if (page) return { ...page, brand };
  const [, kind, slug, more] = path.split('/');
  if (!slug) return null;
  // Content pages: a card only for a published item (a preview's pending text never reaches a card).
  if (kind === 'services' && !more) return titled('Services', (await content.list('services')).find((s) => s.slug === slug)?.data.name, brand);
  if (kind === 'case-studies' && !more)
    return titled('Case study', (await content.list('case-studies')).find((s) => s.slug === slug)?.data.title, brand);
  if (kind === 'legal' && !more) return titled('Legal', (await content.list('pages')).find((p) => p.data.slug === slug)?.data.title, brand);
  if (kind !== 'blogs') return null;
  if (!more) {
    const post = await known(blogs.get(slug));
    // A former address answers the post under its new slug: the card belongs to the current one only.
    return post && post.slug === slug ? { eyebrow: blogContent.index.title, title: post.title, brand } : null;
  }
  if (slug === 'tag') {
    const tag = await known(blogs.tag(more));
    return tag ? { eyebrow: blogContent.index.title, title: blogContent.tag.heading(tag.name), brand } : null;
  }
  if (slug === 'author') {
    const author = await known(blogs.author(more));
    return author ? { eyebrow: blogContent.index.title, title: blogContent.author.heading(author.name), brand } : null;
  }
  return null;
}
