import { CompanyDescription } from '~/features/marketing/about/company-description';
import { PortfolioCarouselIsland } from '~/features/marketing/carousels/portfolio-carousel';
import { PointList } from '~/features/marketing/about/point-list';
import { aboutHero, aboutMeta, aboutPointLists, aboutStats, leadership, portfolio } from '~/content/about';
import { seo, siteUrlFrom } from '~/lib/seo';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: aboutMeta.title,
    description: aboutMeta.description,
    path: '/aboutus',
    siteUrl: siteUrlFrom(matches),
  });

const container = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

export default function About() {
  return (
    <>
      <section className="bg-navy-900 text-white">
        <div className={`${container} py-20 text-center`}>
          <p className="text-sm font-semibold tracking-wide text-accent-500 uppercase">About us</p>
          <h1 className="mx-auto mt-3 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl">{aboutHero.title}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">{aboutHero.text}</p>
        </div>
      </section>

      <section aria-labelledby="leadership-title" className={`${container} grid gap-10 py-16 lg:grid-cols-2`}>
        <div>
          <h2 id="leadership-title" className="text-3xl font-bold text-navy-900">
            {leadership.title}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{leadership.text}</p>
        </div>
        <dl className="grid grid-cols-2 gap-6">
          {aboutStats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse rounded-2xl border border-slate-200 p-6 text-center shadow-sm">
              <dt className="mt-1 text-sm font-medium text-slate-600">{s.label}</dt>
              <dd className="text-4xl font-extrabold text-brand-700">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="bg-slate-50">
        <CompanyDescription />
      </div>

      <div className={`${container} grid gap-8 py-16 md:grid-cols-2`}>
        {aboutPointLists.map((list) => (
          <PointList key={list.id} {...list} />
        ))}
      </div>

      <section aria-labelledby="portfolio-title" className="bg-slate-50 py-16">
        <h2 id="portfolio-title" className={`${container} text-3xl font-bold text-navy-900`}>
          {portfolio.title}
        </h2>
        <div className="mt-8">
          <PortfolioCarouselIsland />
        </div>
      </section>
    </>
  );
}
