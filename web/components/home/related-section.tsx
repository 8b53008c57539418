import { Link } from 'react-router';
import { relatedServices } from '~/content/home';
import { SectionTitle } from './section-title';
import { container, secondaryButton } from './styles';

/** Automated data entry, data preprocessing, data mining, data science. */
export function RelatedSection() {
  return (
    <section aria-labelledby="related-title" className={`${container} py-16`}>
      <SectionTitle id="related-title" title={relatedServices.title} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {relatedServices.items.map(({ title, text, icon: Icon }) => (
          <li key={title} className="rounded-2xl bg-brand-50 p-6">
            <Icon size={28} aria-hidden="true" className="text-brand-700" />
            <h3 className="mt-3 font-bold text-navy-900">{title}</h3>
            <p className="mt-2 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to={relatedServices.viewAll.to} className={secondaryButton}>
          {relatedServices.viewAll.label}
        </Link>
      </div>
    </section>
  );
}
