import { z } from 'zod';

/**
 * What search engines need of each structured data block the site renders (web/lib/json-ld.ts is
 * typed by schema-dts at compile time; this checks the JSON a page actually carries). Extra
 * properties are allowed, as in schema.org.
 */
const absoluteOn = (siteUrl: string) => z.string().refine((url) => url.startsWith(`${siteUrl}/`), `an absolute URL on ${siteUrl}`);
const image = (siteUrl: string) => z.object({ '@type': z.literal('ImageObject'), url: absoluteOn(siteUrl) });

export function jsonLdRules(siteUrl: string) {
  const context = { '@context': z.literal('https://schema.org') };
  return z.discriminatedUnion('@type', [
    z.object({
      ...context,
      '@type': z.literal('Organization'),
      '@id': absoluteOn(siteUrl),
      name: z.string().min(1),
      url: absoluteOn(siteUrl),
      logo: image(siteUrl),
      // Optional: a company with no social profiles has none to name (an empty list is invalid).
      sameAs: z.array(z.url()).min(1).optional(),
      contactPoint: z.array(z.object({ '@type': z.literal('ContactPoint'), contactType: z.string().min(1) })).min(1),
    }),
    z.object({ ...context, '@type': z.literal('WebSite'), name: z.string().min(1), url: absoluteOn(siteUrl) }),
    z.object({
      ...context,
      '@type': z.literal('BreadcrumbList'),
      itemListElement: z
        .array(z.object({ '@type': z.literal('ListItem'), position: z.number().int(), name: z.string().min(1), item: absoluteOn(siteUrl) }))
        .min(2)
        .refine((items) => items.every((item, i) => item.position === i + 1), 'positions 1, 2, …')
        .refine((items) => items[0]!.item === `${siteUrl}/`, 'starts at Home'),
    }),
    z.object({
      ...context,
      '@type': z.literal('FAQPage'),
      mainEntity: z
        .array(
          z.object({
            '@type': z.literal('Question'),
            name: z.string().min(1),
            acceptedAnswer: z.object({ '@type': z.literal('Answer'), text: z.string().min(1) }),
          }),
        )
        .min(1),
    }),
    z.object({
      ...context,
      '@type': z.literal('Service'),
      name: z.string().min(1),
      description: z.string().min(1),
      url: absoluteOn(siteUrl),
      provider: z.object({ '@type': z.literal('Organization'), name: z.string().min(1) }),
    }),
    z.object({
      ...context,
      '@type': z.literal('BlogPosting'),
      headline: z.string().min(1),
      datePublished: z.iso.datetime({ offset: true }),
      dateModified: z.iso.datetime({ offset: true }),
      image: z.url(),
      author: z.object({ '@type': z.literal('Person'), name: z.string().min(1) }),
      publisher: z.object({ '@type': z.literal('Organization'), name: z.string().min(1), logo: image(siteUrl) }),
      url: absoluteOn(siteUrl),
    }),
  ]);
}

/** Every problem of one block, as "path: message" lines (empty when it passes). */
export function jsonLdProblems(block: unknown, siteUrl: string): string[] {
  const checked = jsonLdRules(siteUrl).safeParse(block);
  return checked.success ? [] : checked.error.issues.map((issue) => `${issue.path.join('.') || '(block)'}: ${issue.message}`);
}
