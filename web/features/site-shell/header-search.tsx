import { Search, X } from 'lucide-react';
import { useEffect } from 'react';
import { searchContent as copy } from '~/content/search';
import { SiteSearchForm } from '~/features/search/site-search-form';
import { summaryReset, useDisclosure } from '~/lib/use-disclosure';

/**
 * The header's search: a `<details>`, so the button opens the box without JavaScript too. Once
 * hydrated, opening it puts the cursor in the box, and Escape or a press outside closes it. Its
 * panel spans the header under its row (the sticky header is its containing block). Below 1024 px the
 * row has no room for it beside the review badge (320 px): the mobile menu holds the box there.
 */
export function HeaderSearch() {
  const { open, ref, toggleOnClick } = useDisclosure();
  useEffect(() => {
    if (open) ref.current?.querySelector('input')?.focus();
  }, [open, ref]);

  return (
    <details ref={ref} open={open} className="group hidden lg:inline">
      <summary
        onClick={toggleOnClick}
        className={`${summaryReset} inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-brand-50 hover:text-brand-800`}
      >
        <Search aria-hidden="true" className="h-5 w-5 group-open:hidden" />
        <X aria-hidden="true" className="hidden h-5 w-5 group-open:block" />
        <span className="sr-only">{copy.open}</span>
      </summary>
      <div className="absolute inset-x-0 top-full border-y border-slate-200 bg-white px-4 py-3 shadow-lg">
        <div className="mx-auto max-w-xl">
          <SiteSearchForm id="header-search" />
        </div>
      </div>
    </details>
  );
}
