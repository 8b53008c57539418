import { Link } from 'react-router';
import { IndustryCard } from '../../components/industries/industry-card';
import { industries, industriesPage as page } from '../../content/industries';
import { seo, siteUrlFrom } from '../../lib/seo';
import type { Route } from './+types/industries';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: page.metaTitle, description: page.metaDescription, path: '/industries', siteUrl: siteUrlFrom(matches) });

export default function IndustriesPage() {
  return (
    <div>
      <header className="bg-navy-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{page.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight md:text-5xl">{page.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-100">{page.intro}</p>
        </div>
      </header>
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
