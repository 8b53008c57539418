import type { Industry } from '~/content/industries';

/** One industry: a decorative icon, its name and one line of text. Widths come from the grid (industries page). */
export function IndustryCard({ industry, className = '' }: { industry: Industry; className?: string }) {
  const Icon = industry.icon;
  return (
    <li className={`flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`} data-testid="industry-card">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon size={28} strokeWidth={1.8} aria-hidden="true" />
      </span>
      <div>
        <h2 className="text-lg font-semibold text-navy-900">{industry.name}</h2>
        <p className="mt-1 text-sm text-slate-700">{industry.text}</p>
      </div>
    </li>
  );
}
