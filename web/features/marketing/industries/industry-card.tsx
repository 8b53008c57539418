import { Link } from 'react-router';
import type { Industry } from '~/content/industries';
import { cardLink } from '../home/styles';

/** One industry: a decorative icon, its name (the link to its service) and one line of text. Widths come from the grid (industries page). */
export function IndustryCard({ industry, className = '' }: { industry: Industry; className?: string }) {
  const Icon = industry.icon;
  return (
    <li className={`relative flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`} data-testid="industry-card">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon size={28} strokeWidth={1.8} aria-hidden="true" />
      </span>
      <div>
        <h2 className="text-lg font-semibold text-navy-900">
          <Link to={`/services/${industry.service}`} className={cardLink}>
            {industry.name}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-slate-700">{industry.text}</p>
      </div>
    </li>
  );
}
