import { claim, counters, numbersSection } from '~/content/home';
import { LogoStripIsland } from '~/features/marketing/carousels/logo-strip';
import { container } from './styles';

/** The counters, the years/projects/clients claim and the client logo strip. */
export function NumbersSection() {
  return (
    <section aria-labelledby="numbers-title" className={`${container} py-14`}>
      <h2 id="numbers-title" className="sr-only">
        {numbersSection.title}
      </h2>
      <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
        {counters.map((c) => (
          <div key={c.label} className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
            <dt className="mt-2 text-sm font-medium text-slate-600">{c.label}</dt>
            <dd className="text-4xl font-extrabold text-brand-700">{c.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-10 flex flex-col items-center gap-6 rounded-2xl bg-navy-900 px-6 py-8 text-center text-white md:flex-row md:justify-between md:text-left">
        <div>
          <p className="text-xl font-bold">{claim.title}</p>
          <p className="mt-1 text-slate-300">{claim.text}</p>
        </div>
        <ul className="flex gap-8">
          {claim.figures.map((f) => (
            <li key={f.label}>
              <span className="block text-3xl font-extrabold text-accent-500">{f.value}</span>
              <span className="text-sm text-slate-300">{f.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-10">
        <LogoStripIsland />
      </div>
    </section>
  );
}
