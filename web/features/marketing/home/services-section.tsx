import { servicesText } from './home-text';
import type { HomePageData } from './home-data';
import { SectionTitle } from './section-title';
import { cardLink, container, secondaryButton } from './styles';

/** Every published service as a card leading to its page; nothing when there is none. */
export function ServicesSection({ services }: { services: HomePageData['services'] }) {
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="services-title" className={`${container} py-16`}>
      <SectionTitle id="services-title" title={servicesText.title} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((s) => (
          <li key={s.href} className="relative flex flex-col rounded-2xl bg-brand-50 p-6">
            <h3 className="font-bold text-navy-900">
              <a href={s.href} className={cardLink}>
                {s.name}
              </a>
            </h3>
            {s.summary ? <p className="mt-2 flex-1 text-sm text-slate-700">{s.summary}</p> : null}
            <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
              {servicesText.more} →
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <a href={servicesText.viewAll.to} className={secondaryButton}>
          {servicesText.viewAll.label}
        </a>
      </div>
    </section>
  );
}
