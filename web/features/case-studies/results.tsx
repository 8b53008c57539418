import type { CaseStudyView } from './case-study-view';

/** A case study's results as figures: the number large, what it counts beneath. */
export function Results({ results, compact = false }: { results: CaseStudyView['results']; compact?: boolean }) {
  if (results.length === 0) return null;
  return (
    <dl className={compact ? 'grid grid-cols-2 gap-4' : 'grid gap-6 sm:grid-cols-3'}>
      {results.map((r) => (
        <div key={`${r.value} ${r.label}`} className="flex flex-col-reverse">
          <dt className="text-sm text-slate-700">{r.label}</dt>
          <dd className={compact ? 'text-2xl font-bold text-brand-700' : 'text-4xl font-bold text-brand-700'}>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
