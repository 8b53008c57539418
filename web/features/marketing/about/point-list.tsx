import type { AboutPoint } from './about-page-text';

/** A titled list of three points, each with a decorative icon, a short heading and a sentence. */
export function PointList({ id, title, intro, points }: { id: string; title: string; intro: string; points: readonly AboutPoint[] }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={id} className="text-2xl font-bold text-navy-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-600">{intro}</p>
      <ul className="mt-6 space-y-6">
        {points.map(({ icon: Icon, title: pointTitle, text }) => (
          <li key={pointTitle} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon size={24} aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold text-navy-900">{pointTitle}</h3>
              <p className="mt-1 text-slate-700">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
