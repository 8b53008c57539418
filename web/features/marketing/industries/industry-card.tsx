import { Link } from 'react-router';
import type { ICON_NAMES } from '@contract/content/common';
import { ContentIcon } from '~/components/content-icon';
import { cardLink } from '../home/styles';

export interface IndustryCardData {
  slug: string;
  name: string;
  icon: (typeof ICON_NAMES)[number];
  summary: string;
  /** The service or case study the card leads to; null while that target is not published (the card has no link then). */
  href: string | null;
}

/** One industry: a decorative icon, its name (the link to its service or case study) and one line of text. Widths come from the grid. */
export function IndustryCard({ industry, className = '' }: { industry: IndustryCardData; className?: string }) {
  return (
    <li
      id={industry.slug || undefined}
      className={`relative flex scroll-mt-24 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}
      data-testid="industry-card"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <ContentIcon name={industry.icon} />
      </span>
      <div>
        <h2 className="text-lg font-semibold text-navy-900">
          {industry.href ? (
            <Link to={industry.href} className={cardLink}>
              {industry.name}
            </Link>
          ) : (
            industry.name
          )}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{industry.summary}</p>
      </div>
    </li>
  );
}
