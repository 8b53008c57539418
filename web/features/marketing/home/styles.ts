/** Class strings shared by the home page's sections. */
export const container = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';
export const primaryButton = 'inline-flex items-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800';
export const secondaryButton =
  'inline-flex items-center rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50';
/** A card's title link whose target covers the whole card (the card is `relative`); the title stays its accessible name. */
export const cardLink =
  'after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700';
