import type { ContentItem } from '@contract/content/index';

/** Where an item stands: what visitors see of it, and whether it is still the first start's sample. */
export function itemState(item: Pick<ContentItem, 'status' | 'pending'> | null): 'New' | 'Draft' | 'Published' | 'Published with changes' {
  if (!item) return 'New';
  if (item.status === 'draft') return 'Draft';
  return item.pending ? 'Published with changes' : 'Published';
}

const CHIP: Record<ReturnType<typeof itemState>, string> = {
  New: 'border-slate-300 bg-slate-50 text-slate-800',
  Draft: 'border-slate-300 bg-slate-100 text-slate-800',
  Published: 'border-green-300 bg-green-50 text-green-900',
  'Published with changes': 'border-amber-300 bg-amber-50 text-amber-900',
};

/** The state chip of lists and the editor (Draft · Published · Published with changes). */
export function StateChip({ item }: { item: Pick<ContentItem, 'status' | 'pending'> | null }) {
  const state = itemState(item);
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium ${CHIP[state]}`}>{state}</span>;
}

/** First-start sample text nobody has edited yet (decision 074): replaced before launch. */
export function SampleBadge() {
  return (
    <span className="inline-block rounded-full border border-violet-300 bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-900">Sample</span>
  );
}
