import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { proseClass } from '~/features/blog/prose';
import { ChipLinks } from '../content/chip-links';
import { ContentImage } from './content-image';
import { inlineHero } from './inline-hero';
import { servicePageText as t } from './service-page-text';
import type { ServiceView } from './service-view';

const sectionGrid = 'mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2';
const sectionTitle = 'text-3xl font-bold text-navy-900';

export function ServiceHero({ service }: { service: ServiceView }) {
  return (
    <header className="bg-navy-900 text-white">
      <div className={`${sectionGrid} md:py-20`}>
        <div>
          <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{service.name}</h1>
          <p className="mt-4 text-lg text-brand-100">{service.summary}</p>
          <Link
            to={service.contactHref}
            className="mt-8 inline-block rounded-md bg-accent-500 px-5 py-3 font-semibold text-navy-900 hover:bg-amber-400"
          >
            {t.talkLabel}
          </Link>
        </div>
        {service.heroImage && (
          <ContentImage image={{ ...service.heroImage, src: inlineHero(service.heroImage.src) }} priority className="scheme-page rounded-2xl" />
        )}
      </div>
    </header>
  );
}

/** The service's body text beside its figures and picture. */
export function ServiceIntro({ service }: { service: ServiceView }) {
  if (!service.body && service.stats.length === 0) return null;
  return (
    <section aria-label={service.name} className={sectionGrid}>
      <div>
        {service.body && <div className={proseClass} dangerouslySetInnerHTML={{ __html: service.body }} />}
        {service.stats.length > 0 && (
          <dl className="mt-8 grid grid-cols-2 gap-4">
            {service.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-xl border border-brand-100 bg-brand-50 p-5">
                <dt className="text-sm text-slate-700">{stat.label}</dt>
                <dd className="order-first text-3xl font-bold text-brand-800" data-testid="service-stat">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {service.image && <ContentImage image={service.image} className="rounded-2xl" />}
    </section>
  );
}

export function ServiceWhatIs({ section }: { section: ServiceView['whatIs'] }) {
  if (!section) return null;
  return (
    <section aria-labelledby="what-is-title" className="bg-slate-50">
      <div className={sectionGrid}>
        {section.image && <ContentImage image={section.image} className="rounded-2xl md:order-first" />}
        <div>
          <h2 id="what-is-title" className={sectionTitle}>
            {section.title}
          </h2>
          <p className="mt-4 text-slate-700">{section.text}</p>
        </div>
      </div>
    </section>
  );
}

export function ServiceWhyChoose({ whyChoose }: { whyChoose: ServiceView['whyChoose'] }) {
  if (!whyChoose || whyChoose.points.length === 0) return null;
  return (
    <section aria-labelledby="why-title" className={sectionGrid}>
      <div>
        <h2 id="why-title" className={sectionTitle}>
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
      {whyChoose.image && <ContentImage image={whyChoose.image} className="rounded-2xl" />}
    </section>
  );
}

/** Use cases as text: two per row from 640px, four from 1024px. */
export function UseCases({ useCases }: { useCases: ServiceView['useCases'] }) {
  if (useCases.length === 0) return null;
  return (
    <section aria-labelledby="use-cases-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="use-cases-title" className={sectionTitle}>
          {t.useCasesTitle}
        </h2>
        <p className="mt-3 text-slate-700">{t.useCasesIntro}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="use-cases">
          {useCases.map((useCase) => (
            <li key={useCase.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <ArrowRight size={20} aria-hidden="true" className="text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold text-navy-900">{useCase.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{useCase.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Deliverables({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="deliverables-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="deliverables-title" className={sectionTitle}>
        {t.deliverablesTitle}
      </h2>
      <ul className="mt-6 space-y-3" data-testid="deliverables">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-800">
            <CircleCheck size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The industries the service is used in, each a link to its card on /industries. */
export function RelatedIndustries({ industries }: { industries: ServiceView['industries'] }) {
  if (industries.length === 0) return null;
  return (
    <section aria-labelledby="industries-title" className="mx-auto max-w-6xl px-4 pb-16">
      <h2 id="industries-title" className="text-2xl font-bold text-navy-900">
        {t.industriesTitle}
      </h2>
      <ChipLinks links={industries.map((i) => ({ key: i.slug, to: `/industries#${i.slug}`, label: i.name }))} />
    </section>
  );
}

/** The published case studies that used the service. */
export function ServiceCaseStudies({ caseStudies }: { caseStudies: ServiceView['caseStudies'] }) {
  if (caseStudies.length === 0) return null;
  return (
    <section aria-labelledby="case-studies-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="case-studies-title" className={sectionTitle}>
          {t.caseStudiesTitle}
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-2" data-testid="service-case-studies">
          {caseStudies.map((study) => (
            <li key={study.slug} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-navy-900">
                <Link to={`/case-studies/${study.slug}`} className="hover:text-brand-800">
                  {study.title}
                </Link>
              </h3>
              {study.summary && <p className="mt-2 text-sm text-slate-700">{study.summary}</p>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ServiceCta({ contactHref }: { contactHref: string }) {
  return (
    <section aria-labelledby="service-cta" className="mx-auto max-w-6xl px-4 py-20 text-center">
      <h2 id="service-cta" className="text-2xl font-bold text-navy-900">
        {t.ctaTitle}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-slate-700">{t.ctaText}</p>
      <Link to={contactHref} className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        {t.talkLabel}
      </Link>
    </section>
  );
}
