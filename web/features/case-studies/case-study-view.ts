import type { ContentRef, TypedContentItem } from '@contract/content/index';

/** A case study as its pages show it: references resolved to names and addresses, figures written out. */
export interface CaseStudyView {
  slug: string;
  title: string;
  client: string;
  industry: string | null;
  summary: string;
  challenge: string;
  approach: string;
  results: { value: string; label: string }[];
  quote: { text: string; name: string; role: string } | null;
  image: { src: string; alt: string; width: number; height: number } | null;
  /** The services it used that are published (an unpublished one is not resolved, so not linked). */
  services: { slug: string; name: string }[];
  updatedAt: string;
}

const resolved = (refs: Record<string, ContentRef>, id: string | null) => (id ? refs[id] : undefined);

export function caseStudyView(item: TypedContentItem<'case-studies'>, facts: (text: string) => string): CaseStudyView | null {
  const { data, refs } = item;
  if (!data.slug) return null;
  return {
    slug: data.slug,
    title: data.title,
    client: data.client,
    industry: resolved(refs, data.industry)?.name ?? null,
    summary: data.summary,
    challenge: data.challenge,
    approach: data.approach,
    results: data.results.map((r) => ({ value: facts(r.value), label: facts(r.label) })),
    quote: data.quote,
    image: data.image,
    services: data.services.flatMap((id) => {
      const ref = resolved(refs, id);
      return ref?.slug ? [{ slug: ref.slug, name: ref.name }] : [];
    }),
    updatedAt: item.updatedAt,
  };
}

export const caseStudyPath = (slug: string) => `/case-studies/${slug}`;
