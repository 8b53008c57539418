import { iconSprite, type Industry } from '../../content/industries';

/** One industry: a decorative icon from the sprite, its name and one line of text. */
export function IndustryCard({ industry }: { industry: Industry }) {
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="industry-card">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <svg aria-hidden="true" focusable="false" width="28" height="28">
          <use href={`${iconSprite}#${industry.icon}`} />
        </svg>
      </span>
      <div>
        <h2 className="text-lg font-semibold text-navy-900">{industry.name}</h2>
        <p className="mt-1 text-sm text-slate-700">{industry.text}</p>
      </div>
    </li>
  );
}
