import { Link } from 'react-router';
import { dailyDataTeaser, serviceCta, useCasesHeading, type ServiceContent } from '../../content/services';
import { ContentImage } from './content-image';

/** The sections of one service page (SPEC.md section 2, "Service detail"). */
export function ServiceDetail({ service }: { service: ServiceContent }) {
  const { section1, section2, whyChoose } = service;
  return (
    <article>
      <header className="bg-navy-900 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-2 md:py-20">
          <div>
            <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{service.title}</h1>
            <p className="mt-4 text-lg text-brand-100">{service.serviceTagline}</p>
            <Link
              to={serviceCta.href}
              className="mt-8 inline-block rounded-md bg-accent-500 px-5 py-3 font-semibold text-navy-900 hover:bg-amber-400"
            >
              {serviceCta.linkLabel}
            </Link>
          </div>
          <ContentImage image={service.heroImage} priority className="rounded-2xl" />
        </div>
      </header>

      <section aria-labelledby="section1-title" className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2">
        <div>
          <h2 id="section1-title" className="text-3xl font-bold text-navy-900">
            {section1.title}
          </h2>
          <p className="mt-4 text-slate-700">{section1.description}</p>
          <dl className="mt-8 grid grid-cols-2 gap-4">
            {section1.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-xl border border-brand-100 bg-brand-50 p-5">
                <dt className="text-sm text-slate-700">{stat.label}</dt>
                <dd className="order-first text-3xl font-bold text-brand-800" data-testid="service-stat">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <ContentImage image={section1.image} className="rounded-2xl" />
      </section>

      <section aria-labelledby="section2-title" className="bg-slate-50">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2">
          <ContentImage image={section2.image} className="rounded-2xl md:order-first" />
          <div>
            <h2 id="section2-title" className="text-3xl font-bold text-navy-900">
              {section2.title}
            </h2>
            <p className="mt-4 text-slate-700">{section2.description}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-title" className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2">
        <div>
          <h2 id="why-title" className="text-3xl font-bold text-navy-900">
            {whyChoose.title}
          </h2>
          <ul className="mt-6 space-y-3" data-testid="why-choose">
            {whyChoose.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-800">
                <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className="mt-0.5 shrink-0 fill-brand-700">
                  <path d="M8 13.6 4.4 10l-1.4 1.4L8 16.4l9-9L15.6 6z" />
                </svg>
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <ContentImage image={whyChoose.image} className="rounded-2xl" />
      </section>

      <section aria-labelledby="use-cases-title" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="use-cases-title" className="text-3xl font-bold text-navy-900">
            {useCasesHeading}
          </h2>
          <ContentImage image={service.useCasesImage} className="mt-8 rounded-2xl" />
        </div>
      </section>

      <aside aria-labelledby="daily-data-teaser" className="mx-auto max-w-6xl px-4 py-16">
        <div className="flex flex-col items-start justify-between gap-6 rounded-2xl bg-brand-800 p-8 text-white md:flex-row md:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{dailyDataTeaser.eyebrow}</p>
            <h2 id="daily-data-teaser" className="mt-1 text-2xl font-bold">
              {dailyDataTeaser.title}
            </h2>
            <p className="mt-2 max-w-2xl text-brand-50">{dailyDataTeaser.text}</p>
          </div>
          <Link to={dailyDataTeaser.href} className="shrink-0 rounded-md bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50">
            {dailyDataTeaser.linkLabel}
          </Link>
        </div>
      </aside>

      <section aria-labelledby="service-cta" className="mx-auto max-w-6xl px-4 pb-20 text-center">
        <h2 id="service-cta" className="text-2xl font-bold text-navy-900">
          {serviceCta.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-700">{serviceCta.text}</p>
        <Link to={serviceCta.href} className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          {serviceCta.linkLabel}
        </Link>
      </section>
    </article>
  );
}
