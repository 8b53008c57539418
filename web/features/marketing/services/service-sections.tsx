import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { dailyDataTeaser, serviceContactHref, serviceCta, type ServiceContent, type ServiceSlug } from '~/content/services';
import { ContentImage } from './content-image';
import { inlineHero } from './inline-hero';

const sectionGrid = 'mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2';

export function ServiceHero({ slug, service }: { slug: ServiceSlug; service: ServiceContent }) {
  return (
    <header className="bg-navy-900 text-white">
      <div className={`${sectionGrid} md:py-20`}>
        <div>
          <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{service.title}</h1>
          <p className="mt-4 text-lg text-brand-100">{service.serviceTagline}</p>
          <Link
            to={serviceContactHref(slug)}
            className="mt-8 inline-block rounded-md bg-accent-500 px-5 py-3 font-semibold text-navy-900 hover:bg-amber-400"
          >
            {serviceCta.linkLabel}
          </Link>
        </div>
        <ContentImage image={{ ...service.heroImage, src: inlineHero(service.heroImage.src) }} priority className="rounded-2xl" />
      </div>
    </header>
  );
}

export function ServiceIntro({ section }: { section: ServiceContent['section1'] }) {
  return (
    <section aria-labelledby="section1-title" className={sectionGrid}>
      <div>
        <h2 id="section1-title" className="text-3xl font-bold text-navy-900">
          {section.title}
        </h2>
        <p className="mt-4 text-slate-700">{section.description}</p>
        <dl className="mt-8 grid grid-cols-2 gap-4">
          {section.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-xl border border-brand-100 bg-brand-50 p-5">
              <dt className="text-sm text-slate-700">{stat.label}</dt>
              <dd className="order-first text-3xl font-bold text-brand-800" data-testid="service-stat">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <ContentImage image={section.image} className="rounded-2xl" />
    </section>
  );
}

export function ServiceWhatIs({ section }: { section: ServiceContent['section2'] }) {
  return (
    <section aria-labelledby="section2-title" className="bg-slate-50">
      <div className={sectionGrid}>
        <ContentImage image={section.image} className="rounded-2xl md:order-first" />
        <div>
          <h2 id="section2-title" className="text-3xl font-bold text-navy-900">
            {section.title}
          </h2>
          <p className="mt-4 text-slate-700">{section.description}</p>
        </div>
      </div>
    </section>
  );
}

export function ServiceWhyChoose({ whyChoose }: { whyChoose: ServiceContent['whyChoose'] }) {
  return (
    <section aria-labelledby="why-title" className={sectionGrid}>
      <div>
        <h2 id="why-title" className="text-3xl font-bold text-navy-900">
          {whyChoose.title}
        </h2>
        <ul className="mt-6 space-y-3" data-testid="why-choose">
          {whyChoose.points.map((point) => (
            <li key={point} className="flex gap-3 text-slate-800">
              <CircleCheck size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
      <ContentImage image={whyChoose.image} className="rounded-2xl" />
    </section>
  );
}

export function DailyDataTeaser() {
  return (
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
  );
}

export function ServiceCta({ slug }: { slug: ServiceSlug }) {
  return (
    <section aria-labelledby="service-cta" className="mx-auto max-w-6xl px-4 pb-20 text-center">
      <h2 id="service-cta" className="text-2xl font-bold text-navy-900">
        {serviceCta.title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-slate-700">{serviceCta.text}</p>
      <Link to={serviceContactHref(slug)} className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        {serviceCta.linkLabel}
      </Link>
    </section>
  );
}
