import { data, Link } from 'react-router';
import { NotFoundNotice } from '~/features/content-pages/not-found-notice';
import { pageFacts } from '~/features/marketing/content/page-facts.server';
import { slugSuggestions } from '~/features/search/not-found-suggestions.server';
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
  if (!item) return data({ service: null, help: await slugSuggestions(context, params.serviceName) }, { status: 404 });
  return { service: serviceView(item, caseStudies, render), help: null };
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
  const { service, help } = loaderData;
  if (!service || help) {
    return (
      <NotFoundNotice title={notFound.title} text={notFound.text} href={notFound.href} linkLabel={notFound.linkLabel} help={help}>
        <Link to="/" className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
          {notFound.homeLabel}
        </Link>
      </NotFoundNotice>
    );
  }
  return <ServiceDetail service={service} />;
}
