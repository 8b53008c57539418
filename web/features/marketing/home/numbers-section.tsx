import { numbersText } from './home-text';
import type { HomePageData } from './home-data';
import { container } from './styles';

/** The company's figures (one set, from the company item) and the claim naming them; nothing without them. */
export function NumbersSection({ figures, claim }: Pick<HomePageData, 'figures' | 'claim'>) {
  if (figures.length === 0) return null;
  return (
    <section aria-labelledby="numbers-title" className={`${container} py-14`}>
      <h2 id="numbers-title" className="sr-only">
        {numbersText.title}
      </h2>
      <dl data-testid="company-figures" className="grid grid-cols-2 gap-6 md:grid-cols-3 lg:grid-cols-5">
        {figures.map((f) => (
          <div key={f.label} className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
            <dt className="mt-2 text-sm font-medium text-slate-600">{f.label}</dt>
            <dd className="text-4xl font-extrabold text-brand-700">{f.value}</dd>
          </div>
        ))}
      </dl>
      {claim ? (
        <div className="mt-10 rounded-2xl bg-navy-900 px-6 py-8 text-center text-white md:text-left">
          <p className="text-xl font-bold">{numbersText.claimTitle}</p>
          <p className="mt-1 text-slate-300">{claim}</p>
        </div>
      ) : null}
    </section>
  );
}
