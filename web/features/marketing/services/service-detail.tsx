import {
  Deliverables,
  RelatedIndustries,
  ServiceCaseStudies,
  ServiceCta,
  ServiceHero,
  ServiceIntro,
  ServiceWhatIs,
  ServiceWhyChoose,
  UseCases,
} from './service-sections';
import type { ServiceView } from './service-view';

/** The sections of one service page; each leaves itself out when the service has nothing for it. */
export function ServiceDetail({ service }: { service: ServiceView }) {
  return (
    <article>
      <ServiceHero service={service} />
      <ServiceIntro service={service} />
      <ServiceWhatIs section={service.whatIs} />
      <ServiceWhyChoose whyChoose={service.whyChoose} />
      <UseCases useCases={service.useCases} />
      <Deliverables items={service.deliverables} />
      <RelatedIndustries industries={service.industries} />
      <ServiceCaseStudies caseStudies={service.caseStudies} />
      <ServiceCta contactHref={service.contactHref} />
    </article>
  );
}
