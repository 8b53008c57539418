import { data, Link } from 'react-router';
import { ServiceDetail } from '~/features/marketing/services/service-detail';
import { isServiceSlug, serviceNotFound, services } from '~/content/services';
import { site } from '~/content/site';
import { factsFromMatches } from '~/features/site-shell/shell-data';
import { service as serviceJsonLd } from '~/lib/json-ld';
import { seo, siteUrlFrom } from '~/lib/seo';
import type { Route } from './+types/service';

export function loader({ params }: Route.LoaderArgs) {
  const slug = params.serviceName;
  if (!isServiceSlug(slug)) return data({ slug, service: null }, { status: 404 });
  return { slug, service: services[slug] };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData?.service) {
    return seo({
      title: `${serviceNotFound.title} | ${site.name}`,
      description: serviceNotFound.text,
      path: location.pathname,
      siteUrl,
      noindex: true,
    });
  }
  const { service, slug } = loaderData;
  const path = `/services/${slug}`;
  const facts = factsFromMatches(matches);
  return seo({
    title: `${service.title} | ${site.name}`,
    description: service.metaDescription,
    path,
    siteUrl,
    jsonLd: facts
      ? [serviceJsonLd({ name: service.title, description: service.metaDescription, path, image: service.heroImage.src }, facts, siteUrl)]
      : [],
  });
};

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, slug } = loaderData;
  if (!service || !isServiceSlug(slug)) {
    return (
      <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
        <p className="text-6xl font-bold text-brand-700">404</p>
        <h1 className="text-3xl font-bold text-navy-900">{serviceNotFound.title}</h1>
        <p className="text-slate-700">{serviceNotFound.text}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={serviceNotFound.href} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {serviceNotFound.linkLabel}
          </Link>
          <Link to="/" className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
            {serviceNotFound.homeLabel}
          </Link>
        </div>
      </div>
    );
  }
  return <ServiceDetail slug={slug} service={service} />;
}
