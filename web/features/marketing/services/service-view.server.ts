import type { TypedContentItem } from '@contract/content/index';
import { serviceParam } from '@contract/service-param';
import type { FactsRenderer } from '../content/page-facts.server';
import type { ServiceView } from './service-view';

/** The contact page with this service preselected, named by its address (decision 114). */
export const serviceContactHref = (slugOrName: string) => `/contactus?service=${serviceParam(slugOrName)}`;

/** One published service as its page shows it: figures filled in, industries and the case studies that used it as links. */
export function serviceView(item: TypedContentItem<'services'>, caseStudies: TypedContentItem<'case-studies'>[], render: FactsRenderer): ServiceView {
  const d = item.data;
  const industries = d.relatedIndustries.flatMap((id) => {
    const ref = item.refs[id];
    return ref?.slug ? [{ slug: ref.slug, name: ref.name }] : [];
  });
  return {
    slug: item.slug ?? '',
    name: d.name,
    summary: render(d.summary),
    metaDescription: d.metaDescription || render(d.summary),
    heroImage: d.heroImage,
    image: d.image,
    body: d.body,
    stats: d.stats.map((s) => ({ value: render(s.value), label: render(s.label) })),
    whatIs: d.whatIs && { ...d.whatIs, text: render(d.whatIs.text) },
    whyChoose: d.whyChoose && { ...d.whyChoose, points: d.whyChoose.points.map(render) },
    useCases: d.useCases.map((u) => ({ title: u.title, text: render(u.text) })),
    deliverables: d.deliverables,
    industries,
    caseStudies: caseStudies
      .filter((study) => study.data.services.includes(item._id) && study.slug)
      .map((study) => ({ slug: study.slug ?? '', title: study.data.title, summary: study.data.summary })),
    contactHref: serviceContactHref(item.slug ?? d.name),
  };
}
