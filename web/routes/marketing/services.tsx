import { Link } from 'react-router';
import { pageFacts } from '~/features/marketing/content/page-facts.server';
import { ServiceOverviewCard } from '~/features/marketing/services/service-overview-card';
import { servicesOverviewText as page } from '~/features/marketing/services/service-page-text';
import { PageHero } from '~/features/site-shell/page-hero';
import { seo } from '~/lib/seo';
import { siteContent } from '~/lib/site-content.server';
import type { Route } from './+types/services';

export async function loader({ context, request }: Route.LoaderArgs) {
  const content = siteContent({ context, request });
  const [services, { render }] = await Promise.all([content.list('services'), pageFacts(content)]);
  return {
    services: services.flatMap((s) => (s.slug ? [{ slug: s.slug, name: s.data.name, summary: render(s.data.summary) }] : [])),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: page.metaTitle,
    description: page.metaDescription,
    path: '/services',
    crumbs: [{ name: page.eyebrow, path: '/services' }],
  });

/** The overview of every published service: each card leads to its service page. */
export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { services } = loaderData;
  return (
    <div>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={services.length > 0 ? page.intro : page.emptyText} />
      <section aria-label={page.eyebrow} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        {services.length > 0 && (
          <ul className="mb-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {services.map((service) => (
              <ServiceOverviewCard key={service.slug} service={service} />
            ))}
          </ul>
        )}
        <div className="flex flex-col items-center gap-4 text-center">
          <p className="text-lg text-slate-800">{page.ctaText}</p>
          <Link to={page.ctaHref} className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            {page.ctaLabel}
          </Link>
        </div>
      </section>
    </div>
  );
}
