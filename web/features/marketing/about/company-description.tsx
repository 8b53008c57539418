import { ChevronDown } from 'lucide-react';
import { companyDescription } from '~/content/about';
import { summaryReset } from '~/lib/use-disclosure';

const container = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

/**
 * The description with its 'Read More': a `<details>`, so the rest of the text opens without
 * JavaScript (it is in the server HTML either way) and no script ships for it.
 */
export function CompanyDescription() {
  return (
    <section aria-labelledby="who-title" className={`${container} py-16`}>
      <div className="mx-auto max-w-3xl">
        <h2 id="who-title" className="text-3xl font-bold text-navy-900">
          {companyDescription.title}
        </h2>
        <p className="mt-4 text-lg text-slate-700">{companyDescription.intro}</p>
        <details className="group mt-4">
          <summary
            className={`${summaryReset} inline-flex items-center gap-2 rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50`}
          >
            <span className="group-open:hidden">{companyDescription.readMore}</span>
            <span className="hidden group-open:inline">{companyDescription.readLess}</span>
            <ChevronDown size={18} aria-hidden="true" className="transition-transform group-open:rotate-180" />
          </summary>
          <div className="mt-4 space-y-4 text-lg text-slate-700">
            {companyDescription.more.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </details>
      </div>
    </section>
  );
}
