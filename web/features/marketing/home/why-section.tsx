import { ContentIcon } from '~/components/content-icon';
import { whyText } from './home-text';
import type { HomePageData } from './home-data';
import { SectionTitle } from './section-title';
import { cardLink, container, secondaryButton } from './styles';

/**
 * The home item's "why" cards, each leading to its service or case study (the whole card is the
 * link's target; a card whose target is unpublished has no link). Two columns from 640px, three and
 * four from 1024/1280px, the last row centred rather than left hanging.
 */
export function WhySection({ cards }: { cards: HomePageData['whyCards'] }) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="why-title" className="bg-slate-50 py-16">
      <div className={container}>
        <SectionTitle id="why-title" title={whyText.title} text={whyText.text} />
        <ul className="mt-10 flex flex-wrap justify-center gap-4">
          {cards.map(({ title, icon, href }, i) => (
            <li
              key={`${i}-${title}`}
              className="relative flex basis-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:basis-[calc((100%-1rem)/2)] lg:basis-[calc((100%-2rem)/3)] xl:basis-[calc((100%-3rem)/4)]"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                <ContentIcon name={icon} size={26} />
              </span>
              <h3 className="font-semibold text-navy-900">
                {href ? (
                  <a href={href} className={cardLink}>
                    {title}
                  </a>
                ) : (
                  title
                )}
              </h3>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <a href={whyText.viewAll.to} className={secondaryButton}>
            {whyText.viewAll.label}
          </a>
        </div>
      </div>
    </section>
  );
}
