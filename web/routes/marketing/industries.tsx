import { Link } from 'react-router';
import { IndustryCard } from '~/features/marketing/industries/industry-card';
import { industries, industriesPage as page } from '~/content/industries';
import { PageHero } from '~/features/site-shell/page-hero';
import { seo, siteUrlFrom } from '~/lib/seo';
import type { Route } from './+types/industries';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: page.metaTitle, description: page.metaDescription, path: '/industries', siteUrl: siteUrlFrom(matches) });

export default function IndustriesPage() {
  return (
    <div>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <section aria-label={page.eyebrow} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        {/* 25 cards: five full rows of five from 1024px; below that two columns whose last card is centred. */}
        <ul className="flex flex-wrap justify-center gap-5">
          {industries.map((industry) => (
            <IndustryCard
              key={industry.name}
              industry={industry}
              className="basis-full sm:basis-[calc((100%-1.25rem)/2)] lg:basis-[calc((100%-5rem)/5)]"
            />
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center gap-4 text-center">
          <p className="text-lg text-slate-800">{page.ctaText}</p>
          <Link to={page.ctaHref} className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            {page.ctaLabel}
          </Link>
        </div>
      </section>
    </div>
  );
}
