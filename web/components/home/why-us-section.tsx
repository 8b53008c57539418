import { whyUs } from '~/content/home';
import { SectionTitle } from './section-title';
import { container } from './styles';

/** Mission, Expertise and Commitment. */
export function WhyUsSection() {
  return (
    <section aria-labelledby="why-us-title" className={`${container} py-16`}>
      <SectionTitle id="why-us-title" title={whyUs.title} />
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {whyUs.cards.map(({ title, text, icon: Icon }) => (
          <article key={title} className="rounded-2xl border border-slate-200 p-8 shadow-sm">
            <Icon size={32} aria-hidden="true" className="text-brand-700" />
            <h3 className="mt-4 text-xl font-bold text-navy-900">{title}</h3>
            <p className="mt-3 text-slate-600">{text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
