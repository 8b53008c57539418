import type { CollectionInput, CollectionName } from '@contract/content/index';

/** One first-start sample item: its fixed id (ids.ts) and its data as an editor would send it. */
export interface SampleItem<C extends CollectionName> {
  id: string;
  data: CollectionInput<C>;
}

/** The whole sample site: every collection's items in their order (singletons: one item). */
export type SampleContent = { [C in CollectionName]: SampleItem<C>[] };
