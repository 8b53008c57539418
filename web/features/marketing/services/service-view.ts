import type { ContentImage } from '@contract/content/common';

/** A service page as its loader hands it over: texts with their figures filled in, references resolved to links. */
export interface ServiceView {
  slug: string;
  name: string;
  summary: string;
  metaDescription: string;
  heroImage: ContentImage | null;
  image: ContentImage | null;
  /** Sanitised HTML (the server cleans every write). */
  body: string;
  stats: { value: string; label: string }[];
  whatIs: { title: string; text: string; image: ContentImage | null } | null;
  whyChoose: { title: string; points: string[]; image: ContentImage | null } | null;
  useCases: { title: string; text: string }[];
  deliverables: string[];
  industries: { slug: string; name: string }[];
  caseStudies: { slug: string; title: string; summary: string }[];
  /** "Let's Talk": the contact page with this service preselected. */
  contactHref: string;
}
