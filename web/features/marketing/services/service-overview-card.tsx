import { Link } from 'react-router';
import { cardLink } from '../home/styles';
import { servicesOverviewText } from './service-page-text';

export interface ServiceCard {
  slug: string;
  name: string;
  summary: string;
}

/** One service on /services: its name (the link to its page, covering the card), its summary and a "Learn more" cue. */
export function ServiceOverviewCard({ service }: { service: ServiceCard }) {
  return (
    <li className="relative flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="service-card">
      <h2 className="text-xl font-semibold text-navy-900">
        <Link to={`/services/${service.slug}`} className={cardLink}>
          {service.name}
        </Link>
      </h2>
      <p className="grow text-slate-700">{service.summary}</p>
      <span aria-hidden="true" className="font-semibold text-brand-700">
        {servicesOverviewText.cardLinkLabel} →
      </span>
    </li>
  );
}
