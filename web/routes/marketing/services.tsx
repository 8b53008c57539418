import { Link } from 'react-router';
import { ServiceOverviewCard } from '~/features/marketing/services/service-overview-card';
import { services, servicesOverview as page, serviceSlugs } from '~/content/services';
import { PageHero } from '~/features/site-shell/page-hero';
import { seo, siteUrlFrom } from '~/lib/seo';
import type { Route } from './+types/services';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: page.metaTitle, description: page.metaDescription, path: '/services', siteUrl: siteUrlFrom(matches) });

/** The overview of every service: each card leads to its service page. */
export default function ServicesPage() {
  return (
    <div>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <section aria-label={page.eyebrow} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {serviceSlugs.map((slug) => (
            <ServiceOverviewCard key={slug} slug={slug} service={services[slug]} />
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
