import '../zod-config';
import { z } from 'zod';
import { isoDate, storable } from '../common';
import { previewCreated, previewListSchema, previewTokenParams } from '../document-previews';
import { caseStudySchema } from './case-studies';
import { COLLECTION_NAMES, type CollectionName } from './common';
import { companySchema } from './company';
import { faqSchema } from './faq';
import { homeSchema } from './home';
import { industrySchema } from './industries';
import { logoSchema } from './logos';
import { officeSchema } from './offices';
import { LEGAL_SLUGS, pageSchema } from './pages';
import { referencesIn } from './references';
import { serviceSchema } from './services';
import { teamMemberSchema } from './team';
import { testimonialSchema } from './testimonials';

export { COLLECTION_NAMES, type CollectionName } from './common';
export { LEGAL_SLUGS } from './pages';
export type { ContentReference } from './references';

/** What the registry knows of one collection (decision 072). */
interface CollectionDefinition<S extends z.ZodType> {
  schema: S;
  label: string;
  /** One item only (company, home): read and written at /api/content/{name}, never deleted or unpublished. */
  singleton: boolean;
  /** The data field the item's address comes from (made from `slugFrom` when `slug` is left empty). */
  slug: { field: 'slug'; from: 'name' | 'title' } | null;
  /** The name an item is known by in lists, the audit log and reference answers. */
  nameOf: (data: z.output<S>) => string;
  /** The public page that shows the item (what a preview link opens). */
  previewPath: (data: z.output<S>, slug: string | null) => string;
}

const define = <S extends z.ZodType>(definition: CollectionDefinition<S>) => definition;

export const CONTENT_COLLECTIONS = {
  company: define({
    schema: companySchema,
    label: 'Company facts',
    singleton: true,
    slug: null,
    nameOf: (d) => d.name,
    previewPath: () => '/contactus',
  }),
  home: define({
    schema: homeSchema,
    label: 'Home page',
    singleton: true,
    slug: null,
    nameOf: () => 'Home page',
    previewPath: () => '/',
  }),
  services: define({
    schema: serviceSchema,
    label: 'Services',
    singleton: false,
    slug: { field: 'slug', from: 'name' },
    nameOf: (d) => d.name,
    previewPath: (_d, slug) => `/services/${slug ?? ''}`,
  }),
  industries: define({
    schema: industrySchema,
    label: 'Industries',
    singleton: false,
    slug: { field: 'slug', from: 'name' },
    nameOf: (d) => d.name,
    previewPath: () => '/industries',
  }),
  testimonials: define({
    schema: testimonialSchema,
    label: 'Testimonials',
    singleton: false,
    slug: null,
    nameOf: (d) => `${d.name}${d.company ? `, ${d.company}` : ''}`,
    previewPath: () => '/',
  }),
  logos: define({
    schema: logoSchema,
    label: 'Client logos',
    singleton: false,
    slug: null,
    nameOf: (d) => d.name,
    previewPath: () => '/',
  }),
  'case-studies': define({
    schema: caseStudySchema,
    label: 'Case studies',
    singleton: false,
    slug: { field: 'slug', from: 'title' },
    nameOf: (d) => d.title,
    previewPath: (_d, slug) => `/case-studies/${slug ?? ''}`,
  }),
  faq: define({
    schema: faqSchema,
    label: 'FAQ',
    singleton: false,
    slug: null,
    nameOf: (d) => d.question,
    previewPath: () => '/faq',
  }),
  offices: define({
    schema: officeSchema,
    label: 'Offices',
    singleton: false,
    slug: null,
    nameOf: (d) => d.city,
    previewPath: () => '/contactus',
  }),
  team: define({
    schema: teamMemberSchema,
    label: 'Team',
    singleton: false,
    slug: null,
    nameOf: (d) => d.name,
    previewPath: () => '/aboutus',
  }),
  pages: define({
    schema: pageSchema,
    label: 'Legal pages',
    singleton: false,
    slug: { field: 'slug', from: 'title' },
    nameOf: (d) => d.title,
    previewPath: (d) => `/legal/${d.slug}`,
  }),
} as const satisfies Record<CollectionName, unknown>;

export type ContentCollections = typeof CONTENT_COLLECTIONS;
/** The data of one item of a collection, as stored (after its schema's defaults and trimming). */
export type CollectionData<C extends CollectionName> = z.output<ContentCollections[C]['schema']>;
/** What an editor sends for an item of a collection. */
export type CollectionInput<C extends CollectionName> = z.input<ContentCollections[C]['schema']>;

export const SINGLETON_NAMES = ['company', 'home'] as const;
export type SingletonName = (typeof SINGLETON_NAMES)[number];
export const isSingleton = (name: CollectionName): name is SingletonName => CONTENT_COLLECTIONS[name].singleton;
export const isCollectionName = (name: string): name is CollectionName => (COLLECTION_NAMES as readonly string[]).includes(name);

/** The header of content answers naming what they read, so a page cache can drop exactly the pages showing a change. */
export const CONTENT_TAGS_HEADER = 'x-content-tags';
/** The cache tag of a collection's reads. */
export const collectionTag = (name: CollectionName) => `c:${name}`;

/** The collections each public page reads (the page cache's tags, the sitemap's lastmod). Every page reads `company` (its shell). */
export const PAGE_COLLECTIONS: Record<string, readonly CollectionName[]> = {
  '/': ['company', 'home', 'services', 'testimonials', 'logos', 'case-studies', 'industries', 'offices'],
  '/aboutus': ['company', 'team', 'offices', 'testimonials'],
  '/contactus': ['company', 'offices', 'services'],
  '/faq': ['company', 'faq'],
  '/industries': ['company', 'industries', 'services', 'case-studies'],
  '/how-it-works': ['company'],
  '/services': ['company', 'services'],
  '/services/:slug': ['company', 'services', 'industries', 'case-studies'],
  '/case-studies': ['company', 'case-studies', 'industries', 'services'],
  '/case-studies/:slug': ['company', 'case-studies', 'industries', 'services'],
  '/legal/:slug': ['company', 'pages'],
};

// --- Answers and bodies of /api/content (decision 072) ---

export const collectionParams = z.object({
  collection: z.enum(COLLECTION_NAMES, { message: `collection must be one of: ${COLLECTION_NAMES.join(', ')}` }),
});
export const singletonParams = z.object({ name: z.enum(SINGLETON_NAMES, { message: `name must be one of: ${SINGLETON_NAMES.join(', ')}` }) });
export const itemParams = collectionParams.extend({ id: storable().min(1).max(200) });
export const revisionParams = itemParams.extend({ revisionId: storable().min(1).max(200) });
export const previewParams = itemParams.extend({ previewId: storable().min(1).max(200) });

const itemData = z.record(z.string(), z.unknown());

/** A target a reference points at, as a public answer shows it (published targets only). */
export const contentRefSchema = z.object({ _id: z.string(), collection: z.enum(COLLECTION_NAMES), slug: z.string().nullable(), name: z.string() });
export type ContentRef = z.infer<typeof contentRefSchema>;

/** One content item. Visitors get published items' `data` only (pending null); staff get everything. */
export const contentItemSchema = z.object({
  _id: z.string(),
  collection: z.enum(COLLECTION_NAMES),
  slug: z.string().nullable(),
  /** The name the item is known by (the registry's nameOf). */
  name: z.string(),
  data: itemData,
  /** A published item's saved, unpublished changes (staff and preview answers only). */
  pending: itemData.nullable(),
  status: z.enum(['draft', 'published']),
  sortOrder: z.number(),
  /** First-start sample text not yet edited by staff. */
  sample: z.boolean(),
  version: z.number(),
  publishedAt: isoDate.nullable(),
  updatedAt: isoDate,
  updatedByName: z.string(),
  /** The published items this item points at, by id (public answers resolve references with it). */
  refs: z.record(z.string(), contentRefSchema),
});
export type ContentItem = z.infer<typeof contentItemSchema>;
/** An item with its data typed by its collection. */
export type TypedContentItem<C extends CollectionName> = Omit<ContentItem, 'data' | 'pending' | 'collection'> & {
  collection: C;
  data: CollectionData<C>;
  pending: CollectionData<C> | null;
};
export const contentListSchema = z.array(contentItemSchema);

export const contentListQuery = z.object({
  /** A preview token: that item's pending text shown in its collection (never cached). */
  preview: storable().min(1).max(200).optional(),
});

const versionField = z.number().int('version must be a whole number').positive('version starts at 1').optional();

/** `save` keeps a published item's change pending (visitors see the live text); `publish` makes it live. */
export const contentWriteBody = z.object({
  data: z.unknown().refine((v) => v !== undefined, 'data is required'),
  action: z.enum(['save', 'publish'], { message: 'action must be save or publish' }).default('save'),
  version: versionField,
});
export type ContentWriteBody = z.input<typeof contentWriteBody>;

/** Unpublish, discard pending changes, restore a revision: on the version they were asked on. */
export const contentVersionBody = z.object({ version: versionField }).default({});

export const contentOrderBody = z.object({
  ids: z.array(z.uuid('ids must be item ids')).max(500, 'At most 500 items'),
});

/** 409 of a stale write: the item as it is now and who changed it last (decision 037's shape). */
export const contentConflictSchema = z.object({
  message: z.string(),
  current: contentItemSchema,
  changedBy: z.object({ name: z.string(), at: isoDate }),
});
export type ContentConflict = z.infer<typeof contentConflictSchema>;

/** 409 of a delete refused while other items point at the item. */
export const contentInUseSchema = z.object({ message: z.string(), referrers: z.array(contentRefSchema) });

export const CONTENT_REVISION_KINDS = ['draft', 'published', 'unpublished', 'discarded', 'restored', 'sample'] as const;
export const contentRevisionListItem = z.object({
  _id: z.string(),
  kind: z.enum(CONTENT_REVISION_KINDS),
  status: z.enum(['draft', 'published']),
  actorName: z.string(),
  createdAt: isoDate,
});
export const contentRevisionList = z.array(contentRevisionListItem);
export const contentRevisionSchema = contentRevisionListItem.extend({ data: itemData, pending: itemData.nullable() });
export type ContentRevision = z.infer<typeof contentRevisionSchema>;

export const contentPreviewCreated = previewCreated.extend({ token: z.string() });
export const contentPreviewTokenParams = previewTokenParams;
/** What a preview link shows: its item with the pending text as its data, and the page that shows it. */
export const contentPreviewAnswer = z.object({ item: contentItemSchema, path: z.string(), expiresAt: isoDate });
export type ContentPreviewAnswer = z.infer<typeof contentPreviewAnswer>;
export const contentPreviewList = previewListSchema;

/** Fixed addresses of the legal pages: one item each. */
/** The ids an item's data points at, each with its field (`ref` fields, service and case-study links). */
export const referencesOf = (collection: CollectionName, data: unknown) => referencesIn(CONTENT_COLLECTIONS[collection].schema, data);

export const isLegalSlug = (slug: string) => (LEGAL_SLUGS as readonly string[]).includes(slug);

export {
  caseStudySchema,
  companySchema,
  faqSchema,
  homeSchema,
  industrySchema,
  logoSchema,
  officeSchema,
  pageSchema,
  serviceSchema,
  teamMemberSchema,
  testimonialSchema,
};
