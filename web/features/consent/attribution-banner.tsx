import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ATTRIBUTION_DAYS } from '@contract/attribution';
import { readAttributionChoice, type AttributionChoice } from '~/features/contact-form/first-touch';
import { setAttributionChoice } from './attribution-choice';
import { island } from '~/islands/island';
import { useHydrated } from '~/lib/use-hydrated';

/** Where the privacy page explains first touch (its facts row `attribution`). */
export const ATTRIBUTION_PRIVACY_HREF = '/legal/privacy#attribution';
/** Marks the footer link that opens the banner again. */
export const CHOICES_ATTR = 'data-attribution-choices';

const buttonClass = 'rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * ATTRIBUTION_CONSENT=true (decision 078): asks once whether the visit's first touch may be kept
 * for 90 days. Not modal (the page stays usable, no focus trap); shown at the foot of the window
 * until answered; Escape without an answer is "No thanks". The footer's "Privacy choices" opens it
 * again, moving focus into it, and focus returns to that link once answered. Nothing shows without
 * JavaScript, which is also when nothing is kept.
 */
export function AttributionBanner() {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<AttributionChoice | null>(null);
  const region = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (readAttributionChoice(window.localStorage) === null) setOpen(true);
    const reopen = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${CHOICES_ATTR}]`) : null;
      if (!link) return;
      event.preventDefault();
      opener.current = link;
      setCurrent(readAttributionChoice(window.localStorage));
      setOpen(true);
    };
    document.addEventListener('click', reopen);
    return () => document.removeEventListener('click', reopen);
  }, []);

  useEffect(() => {
    if (open && opener.current) region.current?.focus();
  }, [open]);

  const close = (choice: AttributionChoice | null) => {
    if (choice) setAttributionChoice(window, choice);
    setOpen(false);
    // The answered buttons are gone: focus goes back where the visitor came from, or to the page.
    (opener.current ?? document.getElementById('main'))?.focus({ preventScroll: true });
    opener.current = null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close(readAttributionChoice(window.localStorage) ? null : 'denied');
  };

  // The empty box tells browser tests the footer link is handled (data-hydrated).
  if (!open) return <div data-attribution-banner="" data-hydrated={hydrated || undefined} />;
  return (
    <section
      data-attribution-banner=""
      data-hydrated="true"
      ref={region}
      role="region"
      aria-labelledby="attribution-banner-title"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white px-4 py-4 text-slate-900 shadow-lg focus:outline-none print:hidden sm:px-6"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="space-y-1 text-sm">
          <h2 id="attribution-banner-title" className="font-semibold">
            Remember how you found us?
          </h2>
          <p id="attribution-banner-text" className="text-slate-700">
            {`May we remember how you found us (the first page you visited and campaign tags) for ${ATTRIBUTION_DAYS} days, on this device only? It helps us know which pages bring enquiries. `}
            <a href={ATTRIBUTION_PRIVACY_HREF} className="font-medium text-brand-700 underline">
              What we keep
            </a>
          </p>
          {current && <p className="text-slate-700">{current === 'granted' ? 'Your answer now: Allow.' : 'Your answer now: No thanks.'}</p>}
        </div>
        <div className="flex shrink-0 gap-3">
          <button type="button" onClick={() => close('granted')} className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
            Allow
          </button>
          <button
            type="button"
            onClick={() => close('denied')}
            className={`${buttonClass} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}
          >
            No thanks
          </button>
        </div>
      </div>
    </section>
  );
}

export const AttributionBannerIsland = island('attribution-banner', AttributionBanner);

/** The footer's way back to the banner; without JavaScript it opens the privacy page's explanation. */
export function AttributionChoicesLink({ className }: { className?: string }) {
  return (
    <a href={ATTRIBUTION_PRIVACY_HREF} {...{ [CHOICES_ATTR]: '' }} className={className}>
      Privacy choices
    </a>
  );
}
