import { Link } from 'react-router';
import { servicesOverview, type ServiceContent, type ServiceSlug } from '~/content/services';
import { cardLink } from '../home/styles';

/** One service on /services: its name (the link to its page, covering the card), its tagline and a "Learn more" cue. */
export function ServiceOverviewCard({ slug, service }: { slug: ServiceSlug; service: ServiceContent }) {
  return (
    <li className="relative flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="service-card">
      <h2 className="text-xl font-semibold text-navy-900">
        <Link to={`/services/${slug}`} className={cardLink}>
          {service.title}
        </Link>
      </h2>
      <p className="grow text-slate-700">{service.serviceTagline}</p>
      <span aria-hidden="true" className="font-semibold text-brand-700">
        {servicesOverview.cardLinkLabel} →
      </span>
    </li>
  );
}
