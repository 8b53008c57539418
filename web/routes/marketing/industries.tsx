import { Link } from 'react-router';
import { IndustryCard } from '../../components/industries/industry-card';
import { industries, industriesPage as page } from '../../content/industries';
import { PageHero } from '../../components/layout/page-hero';
import { seo, siteUrlFrom } from '../../lib/seo';
import type { Route } from './+types/industries';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: page.metaTitle, description: page.metaDescription, path: '/industries', siteUrl: siteUrlFrom(matches) });

export default function IndustriesPage() {
  return (
    <div>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <section aria-label={page.eyebrow} className="mx-auto max-w-6xl px-4 py-16">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {industries.map((industry) => (
            <IndustryCard key={industry.name} industry={industry} />
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
