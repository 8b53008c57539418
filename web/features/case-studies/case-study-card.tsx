import { Link } from 'react-router';
import { cardLink } from '../marketing/home/styles';
import { caseStudyPath, type CaseStudyView } from './case-study-view';
import { Results } from './results';

/** One case study on /case-studies: client and industry, its title (the link, covering the card), headline figures. */
export function CaseStudyCard({ study }: { study: CaseStudyView }) {
  return (
    <li className="relative flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="case-study-card">
      <p className="text-sm font-semibold text-slate-600">
        {study.client}
        {study.industry ? <span> · {study.industry}</span> : null}
      </p>
      <h2 className="text-xl font-semibold text-navy-900">
        <Link to={caseStudyPath(study.slug)} className={cardLink}>
          {study.title}
        </Link>
      </h2>
      {study.summary ? <p className="text-slate-700">{study.summary}</p> : null}
      <div className="mt-auto pt-2">
        <Results results={study.results.slice(0, 2)} compact />
      </div>
    </li>
  );
}
