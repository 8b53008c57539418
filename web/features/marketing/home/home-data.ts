import type { ContentImage } from '@contract/content/common';
import type { TypedContentItem } from '@contract/content/index';
import type { IconName } from '~/components/content-icon';
import { factText } from '~/lib/fact-text';
import { linkHref } from '~/lib/content-links';
import { numbersText } from './home-text';

export interface HomeCta {
  label: string;
  href: string;
}

/** What the home page shows, as plain data (loader → sections and islands); each part empty when its content is. */
export interface HomePageData {
  email: string | null;
  hero: { headline: string; subline: string; primary: HomeCta | null; secondary: HomeCta | null; image: ContentImage | null } | null;
  figures: { value: string; label: string }[];
  claim: string | null;
  whyCards: { title: string; icon: IconName; text: string; href: string | null }[];
  services: { name: string; summary: string; href: string; image: ContentImage | null }[];
  testimonials: { id: string; quote: string; name: string; role: string; company: string; rating: number | null; date: string | null }[];
  logos: { id: string; name: string; image: ContentImage; url: string | null }[];
}

export interface HomeContent {
  home: TypedContentItem<'home'> | null;
  company: TypedContentItem<'company'> | null;
  officeCount: number;
  services: TypedContentItem<'services'>[];
  testimonials: TypedContentItem<'testimonials'>[];
  logos: TypedContentItem<'logos'>[];
}

const FIGURES = ['years', 'projects', 'clients', 'experts', 'satisfaction'] as const;

/** The home page's data from the site's content: links resolved, {tokens} filled, sections the home item switches off left empty. */
export function homePageData(content: HomeContent, now: Date = new Date()): HomePageData {
  const { home, company } = content;
  const facts = factText(company?.data ?? null, content.officeCount, now);
  const refs = home?.refs ?? {};
  const cta = (c: { label: string; link: Parameters<typeof linkHref>[0] } | null): HomeCta | null => {
    const href = c ? linkHref(c.link, refs) : null;
    return c && href ? { label: c.label, href } : null;
  };
  const show = home?.data.sections ?? { showNumbers: true, showTestimonials: true, showLogos: true, showCaseStudies: true };
  const hero = home?.data.hero;
  return {
    email: company?.data.emails.general ?? null,
    hero: hero
      ? {
          headline: facts(hero.headline),
          subline: facts(hero.subline),
          primary: cta(hero.primaryCta),
          secondary: cta(hero.secondaryCta),
          image: hero.image,
        }
      : null,
    figures: company && show.showNumbers ? FIGURES.map((token) => ({ value: facts(`{${token}}`), label: numbersText.labels[token] })) : [],
    claim: company && show.showNumbers ? facts(numbersText.claimText) : null,
    whyCards: (home?.data.whyCards ?? []).map((card) => ({
      title: facts(card.title),
      icon: card.icon,
      text: facts(card.text),
      href: linkHref(card.link, refs),
    })),
    services: content.services.flatMap((s) =>
      s.slug ? [{ name: s.data.name, summary: facts(s.data.summary), href: `/services/${s.slug}`, image: s.data.image }] : [],
    ),
    testimonials: show.showTestimonials
      ? content.testimonials.map(({ _id, data }) => ({
          id: _id,
          quote: data.quote,
          name: data.name,
          role: data.role,
          company: data.company,
          rating: data.rating,
          date: data.date,
        }))
      : [],
    logos: show.showLogos ? content.logos.map(({ _id, data }) => ({ id: _id, name: data.name, image: data.image, url: data.url })) : [],
  };
}
