import { useState } from 'react';
import { companyDescription } from '../../content/about';
import { island } from '../../islands/island';

const container = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';
const moreId = 'company-description-more';

/** The description's extra paragraphs are in the server HTML; the button only toggles their visibility. */
export function CompanyDescription() {
  const [expanded, setExpanded] = useState(false);
  return (
    <section aria-labelledby="who-title" className={`${container} py-16`}>
      <div className="mx-auto max-w-3xl">
        <h2 id="who-title" className="text-3xl font-bold text-navy-900">
          {companyDescription.title}
        </h2>
        <p className="mt-4 text-lg text-slate-700">{companyDescription.intro}</p>
        <div id={moreId} hidden={!expanded} className="mt-4 space-y-4 text-lg text-slate-700">
          {companyDescription.more.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={moreId}
          onClick={() => setExpanded((e) => !e)}
          className="mt-6 rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {expanded ? companyDescription.readLess : companyDescription.readMore}
        </button>
      </div>
    </section>
  );
}

export const CompanyDescriptionIsland = island('company-description', CompanyDescription);
