import { data, Link } from 'react-router';
import { pageFacts } from '~/features/marketing/content/page-facts.server';
import { ServiceDetail } from '~/features/marketing/services/service-detail';
import { servicePageText } from '~/features/marketing/services/service-page-text';
import { serviceView } from '~/features/marketing/services/service-view.server';
import { factsFromMatches } from '~/features/site-shell/shell-data';
import { service as serviceJsonLd } from '~/lib/json-ld';
import { seo, siteUrlFrom } from '~/lib/seo';
import { siteContent } from '~/lib/site-content.server';
import type { Route } from './+types/service';

const notFound = servicePageText.notFound;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const content = siteContent({ context, request });
  const [services, caseStudies, { render }] = await Promise.all([content.list('services'), content.list('case-studies'), pageFacts(content)]);
  const item = services.find((s) => s.slug === params.serviceName);
  if (!item) return data({ service: null }, { status: 404 });
  return { service: serviceView(item, caseStudies, render) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  const service = loaderData?.service;
  if (!service) {
    return seo(matches, {
      title: notFound.title,
      description: notFound.text,
      path: location.pathname,
      noindex: true,
    });
  }
  const path = `/services/${service.slug}`;
  const image = service.heroImage?.src ?? service.image?.src;
  const facts = factsFromMatches(matches);
  return seo(matches, {
    title: service.name,
    description: service.metaDescription,
    path,
    crumbs: [
      { name: 'Services', path: '/services' },
      { name: service.name, path },
    ],
    jsonLd: facts ? [serviceJsonLd({ name: service.name, description: service.metaDescription, path, image }, facts, siteUrl)] : [],
  });
};

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  if (!service) {
    return (
      <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
        <p className="text-6xl font-bold text-brand-700">404</p>
        <h1 className="text-3xl font-bold text-navy-900">{notFound.title}</h1>
        <p className="text-slate-700">{notFound.text}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={notFound.href} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {notFound.linkLabel}
          </Link>
          <Link to="/" className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
            {notFound.homeLabel}
          </Link>
        </div>
      </div>
    );
  }
  return <ServiceDetail service={service} />;
}
