/** A page's <title>: its own words, then the company's name once one is published. */
export const pageTitle = (title: string, brand: string | null | undefined) => (brand ? `${title} | ${brand}` : title);
