import type { ServiceContent, ServiceSlug } from '~/content/services';
import { DailyDataTeaser, ServiceCta, ServiceHero, ServiceIntro, ServiceWhatIs, ServiceWhyChoose } from './service-sections';
import { UseCases } from './use-cases';

/** The sections of one service page (SPEC.md section 2, "Service detail"). */
export function ServiceDetail({ slug, service }: { slug: ServiceSlug; service: ServiceContent }) {
  return (
    <article>
      <ServiceHero slug={slug} service={service} />
      <ServiceIntro section={service.section1} />
      <ServiceWhatIs section={service.section2} />
      <ServiceWhyChoose whyChoose={service.whyChoose} />
      <UseCases slug={slug} />
      <DailyDataTeaser />
      <ServiceCta slug={slug} />
    </article>
  );
}
