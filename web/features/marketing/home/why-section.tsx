import { Link } from 'react-router';
import { whyServices, whySection } from '~/content/home';
import { SectionTitle } from './section-title';
import { cardLink, container, secondaryButton } from './styles';

/**
 * The 14 service cards, each leading to its service page (the whole card is the link's target). Two columns from 640px (seven full rows); three and four columns from
 * 1024/1280px, where the last row's two cards are centred rather than left hanging.
 */
export function WhySection() {
  return (
    <section aria-labelledby="why-title" className="bg-slate-50 py-16">
      <div className={container}>
        <SectionTitle id="why-title" title={whySection.title} text={whySection.text} />
        <ul className="mt-10 flex flex-wrap justify-center gap-4">
          {whyServices.map(({ title, icon: Icon, service }) => (
            <li
              key={title}
              className="relative flex basis-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:basis-[calc((100%-1rem)/2)] lg:basis-[calc((100%-2rem)/3)] xl:basis-[calc((100%-3rem)/4)]"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon size={26} aria-hidden="true" />
              </span>
              <h3 className="font-semibold text-navy-900">
                <Link to={`/services/${service}`} className={cardLink}>
                  {title}
                </Link>
              </h3>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to={whySection.viewAll.to} className={secondaryButton}>
            {whySection.viewAll.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
