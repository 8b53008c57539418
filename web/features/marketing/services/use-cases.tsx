import { ArrowRight } from 'lucide-react';
import { serviceUseCases } from '~/content/service-use-cases';
import { useCasesSection, type ServiceSlug } from '~/content/services';

/** Use Cases as text: four cards, two per row from 640px and four in one row from 1024px (no orphan). */
export function UseCases({ slug }: { slug: ServiceSlug }) {
  return (
    <section aria-labelledby="use-cases-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="use-cases-title" className="text-3xl font-bold text-navy-900">
          {useCasesSection.title}
        </h2>
        <p className="mt-3 text-slate-700">{useCasesSection.intro}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="use-cases">
          {serviceUseCases[slug].map((useCase) => (
            <li key={useCase.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <ArrowRight size={20} aria-hidden="true" className="text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold text-navy-900">{useCase.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{useCase.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
