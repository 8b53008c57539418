// The staff pages a lead or a person opens, for every screen that links to them.
/** Where a lead opens: its dialog on the desk's list of all leads (the dashboard's ?lead=). */
export const leadHref = (id: string) => `/dashboard?view=all&lead=${encodeURIComponent(id)}`;
/** Where a person's page is. */
export const personHref = (id: string) => `/dashboard/people/${encodeURIComponent(id)}`;
