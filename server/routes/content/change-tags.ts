import { COLLECTION_NAMES, CONTENT_COLLECTIONS, collectionTag, type CollectionName } from '@contract/content/index';
import { referenceTargets } from '@contract/content/references';

/**
 * The cache tags a change to an item of `collection` touches (decision 075): its own collection's
 * and those of every collection whose schema can reference it, since public answers resolve a
 * reference to the item's name and slug. Decided by schema, not by data: a referrer added or
 * removed by the same change is still covered, at the cost of dropping a few pages too many.
 * The company's facts feed every page's shell: undefined, which drops everything.
 */
export function changeTags(collection: CollectionName): string[] | undefined {
  if (collection === 'company') return undefined;
  return [collectionTag(collection), ...REFERRERS[collection].map(collectionTag)];
}

const REFERRERS = Object.fromEntries(
  COLLECTION_NAMES.map((target) => [
    target,
    COLLECTION_NAMES.filter((c) => c !== target && referenceTargets(CONTENT_COLLECTIONS[c].schema).has(target)),
  ]),
) as Record<CollectionName, CollectionName[]>;
