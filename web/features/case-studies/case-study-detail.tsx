import { Link } from 'react-router';
import type { CaseStudyView } from './case-study-view';
import { Results } from './results';
import { RichText } from '../content-pages/rich-text';

function Part({ title, html }: { title: string; html: string }) {
  if (!html.trim()) return null;
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold text-navy-900">{title}</h2>
      <RichText html={html} />
    </section>
  );
}

/** A case study's page: who and where, the challenge, the approach, the results as figures, the client's words, the services used. */
export function CaseStudyDetail({ study }: { study: CaseStudyView }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Case study · {study.client}
          {study.industry ? ` · ${study.industry}` : ''}
        </p>
        <h1 className="mt-2 text-3xl leading-tight font-bold text-navy-900 sm:text-4xl">{study.title}</h1>
        {study.summary ? <p className="mt-4 text-lg text-slate-700">{study.summary}</p> : null}
      </header>
      {study.image ? (
        <img
          src={study.image.src}
          alt={study.image.alt}
          width={study.image.width}
          height={study.image.height}
          fetchPriority="high"
          className="mt-8 h-auto w-full rounded-xl object-cover"
        />
      ) : null}
      <section aria-labelledby="results-title" className="mt-10 rounded-xl bg-slate-50 p-6">
        <h2 id="results-title" className="mb-4 text-2xl font-bold text-navy-900">
          Results
        </h2>
        <Results results={study.results} />
      </section>
      <Part title="The challenge" html={study.challenge} />
      <Part title="Our approach" html={study.approach} />
      {study.quote ? (
        <figure className="mt-10 border-l-4 border-brand-200 pl-6">
          <blockquote className="text-xl text-slate-800 italic">“{study.quote.text}”</blockquote>
          <figcaption className="mt-3 text-slate-700">
            {study.quote.name}
            {study.quote.role ? `, ${study.quote.role}` : ''}
          </figcaption>
        </figure>
      ) : null}
      {study.services.length > 0 ? (
        <section className="mt-10">
          <h2 className="text-2xl font-bold text-navy-900">Services used</h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {study.services.map((s) => (
              <li key={s.slug}>
                <Link
                  to={`/services/${s.slug}`}
                  className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-12">
        <Link to="/contactus" className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          Talk to us about your project
        </Link>
      </p>
    </article>
  );
}
