import { Link } from 'react-router';
import { aiEnrichment } from './home-text';
import { container } from './styles';

export function AiSection() {
  return (
    <section aria-labelledby="ai-title" className="bg-navy-900 py-16 text-white">
      <div className={`${container} grid items-center gap-10 lg:grid-cols-2`}>
        <div>
          <h2 id="ai-title" className="text-3xl font-bold sm:text-4xl">
            {aiEnrichment.title}
          </h2>
          <p className="mt-4 text-lg text-slate-300">{aiEnrichment.text}</p>
          <Link
            to={aiEnrichment.viewAll.to}
            className="mt-8 inline-flex rounded-md bg-white px-5 py-2.5 font-semibold text-navy-900 hover:bg-brand-50"
          >
            {aiEnrichment.viewAll.label}
          </Link>
        </div>
        <img
          src={aiEnrichment.image.src}
          alt={aiEnrichment.image.alt}
          width={aiEnrichment.image.width}
          height={aiEnrichment.image.height}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-lg rounded-2xl"
        />
      </div>
    </section>
  );
}
