import { Link } from 'react-router';
import { ChipLinks } from '~/features/marketing/content/chip-links';
import { contentHref } from '~/features/marketing/content/content-link';
import { pageFacts } from '~/features/marketing/content/page-facts.server';
import { IndustryCard } from '~/features/marketing/industries/industry-card';
import { industriesPageText as page } from '~/features/marketing/industries/industries-page-text';
import { PageHero } from '~/features/site-shell/page-hero';
import { seo } from '~/lib/seo';
import { siteContent } from '~/lib/site-content.server';
import type { Route } from './+types/industries';

export async function loader({ context, request }: Route.LoaderArgs) {
  const content = siteContent({ context, request });
  const [industries, services, { render }] = await Promise.all([content.list('industries'), content.list('services'), pageFacts(content)]);
  return {
    industries: industries.map((item) => ({
      slug: item.slug ?? '',
      name: item.data.name,
      icon: item.data.icon,
      summary: render(item.data.summary),
      href: contentHref(item.data.link, item.refs),
    })),
    services: services.flatMap((s) => (s.slug ? [{ slug: s.slug, name: s.data.name }] : [])),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: page.metaTitle,
    description: page.metaDescription,
    path: '/industries',
    crumbs: [{ name: page.eyebrow, path: '/industries' }],
  });

export default function IndustriesPage({ loaderData }: Route.ComponentProps) {
  const { industries, services } = loaderData;
  return (
    <div>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <section aria-label={page.eyebrow} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        {industries.length > 0 && (
          // Five to a row from 1024px; below that two columns whose last odd card is centred.
          <ul className="mb-12 flex flex-wrap justify-center gap-5">
            {industries.map((industry) => (
              <IndustryCard
                key={industry.slug || industry.name}
                industry={industry}
                className="basis-full sm:basis-[calc((100%-1.25rem)/2)] lg:basis-[calc((100%-5rem)/5)]"
              />
            ))}
          </ul>
        )}
        {services.length > 0 && (
          <nav aria-labelledby="industry-services-title" className="mb-12 text-center">
            <h2 id="industry-services-title" className="text-2xl font-bold text-navy-900">
              {page.servicesTitle}
            </h2>
            <ChipLinks className="justify-center" links={services.map((s) => ({ key: s.slug, to: `/services/${s.slug}`, label: s.name }))} />
          </nav>
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
