import { Search } from 'lucide-react';

/** Max length of the words, as the API accepts them. */
const SEARCH_MAX = 200;

const BUTTON_TONES = {
  brand: 'bg-brand-700 text-white hover:bg-brand-800',
  accent: 'bg-accent-500 text-navy-900 hover:bg-amber-400',
} as const;

export type SearchBoxProps = {
  /** Where the words go: a plain GET form, so it works without JavaScript and each result page has an address. */
  action: string;
  /** The field's id (a page may hold more than one box). */
  id: string;
  q?: string;
  copy: { label: string; placeholder: string; submit: string };
  tone: keyof typeof BUTTON_TONES;
  className: string;
};

/** The one search box: the site's (to /search) and the blog's (to /blog). */
export function SearchBox({ action, id, q = '', copy, tone, className }: SearchBoxProps) {
  return (
    <form method="get" action={action} role="search" className={className}>
      <label htmlFor={id} className="sr-only">
        {copy.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={q}
        maxLength={SEARCH_MAX}
        placeholder={copy.placeholder}
        className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-4 py-2 text-slate-900 placeholder:text-slate-500"
      />
      <button type="submit" className={`inline-flex items-center gap-2 rounded-md px-4 py-2 font-semibold ${BUTTON_TONES[tone]}`}>
        <Search size={18} aria-hidden="true" />
        {copy.submit}
      </button>
    </form>
  );
}
