import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SectionTitle } from './section-title';
import { container, secondaryButton } from './styles';

export interface IconCard {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** How the cards look: 'tinted' small cards four across, or 'outlined' large ones three across. */
const looks = {
  tinted: {
    grid: 'sm:grid-cols-2 lg:grid-cols-4',
    card: 'rounded-2xl bg-brand-50 p-6',
    icon: 28,
    heading: 'mt-3 font-bold text-navy-900',
    text: 'mt-2 text-sm text-slate-700',
  },
  outlined: {
    grid: 'md:grid-cols-3',
    card: 'rounded-2xl border border-slate-200 p-8 shadow-sm',
    icon: 32,
    heading: 'mt-4 text-xl font-bold text-navy-900',
    text: 'mt-3 text-slate-600',
  },
} as const;

interface IconCardSectionProps {
  /** The title's id, which labels the section. */
  id: string;
  title: string;
  cards: readonly IconCard[];
  look: keyof typeof looks;
  viewAll?: { label: string; to: string };
}

/** A home-page section of cards, each an icon, a title and a line of text, with an optional "View all" link. */
export function IconCardSection({ id, title, cards, look, viewAll }: IconCardSectionProps) {
  const style = looks[look];
  return (
    <section aria-labelledby={id} className={`${container} py-16`}>
      <SectionTitle id={id} title={title} />
      <ul className={`mt-10 grid gap-6 ${style.grid}`}>
        {cards.map(({ title: cardTitle, text, icon: Icon }) => (
          <li key={cardTitle} className={style.card}>
            <Icon size={style.icon} aria-hidden="true" className="text-brand-700" />
            <h3 className={style.heading}>{cardTitle}</h3>
            <p className={style.text}>{text}</p>
          </li>
        ))}
      </ul>
      {viewAll ? (
        <div className="mt-10 text-center">
          <Link to={viewAll.to} className={secondaryButton}>
            {viewAll.label}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
