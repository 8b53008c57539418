import { useRouteLoaderData } from 'react-router';
import type { Company } from '@contract/content/company';
import type { NavLink } from '~/content/navigation';
import type { CompanyFacts } from '~/lib/company-facts';

/** A published office as the footer lists it. */
export interface ShellOffice {
  city: string;
  address: string;
  phone: { display: string; tel: string } | null;
}

/** What the header and footer of every public page show, read once per render by the marketing layout. */
export interface ShellData {
  /** The company item, null before one is published (SEED_CONTENT=false): no name, phone or e-mail blocks then. */
  company: Company | null;
  /** The company as structured data says it (JSON-LD on the pages below the layout). */
  facts: CompanyFacts | null;
  /** Published services, for the services menu and the footer. */
  services: NavLink[];
  /** Published legal pages, at /legal/{slug}. */
  legal: NavLink[];
  offices: ShellOffice[];
}

export const EMPTY_SHELL: ShellData = { company: null, facts: null, services: [], legal: [], offices: [] };

export const MARKETING_LAYOUT_ID = 'routes/marketing/layout';

/** The shell data of the marketing layout, for a page below it (an empty shell outside it). */
export function useShell(): ShellData {
  return useRouteLoaderData<{ shell: ShellData }>(MARKETING_LAYOUT_ID)?.shell ?? EMPTY_SHELL;
}

/** A meta function's matches, as the helpers below read them. */
export type MetaMatches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/**
 * The shell from a meta function's matches: the marketing layout's, or that of a page that renders
 * the shell itself (/newsletter, /users); undefined where none was read.
 */
const shellFromMatches = (matches: MetaMatches) => {
  const shellOf = (m: MetaMatches[number]) => (m?.data as { shell?: ShellData } | undefined)?.shell;
  return shellOf(matches.find((m) => m?.id === MARKETING_LAYOUT_ID)) ?? matches.map(shellOf).find(Boolean);
};

/** The company facts from a meta function's matches (null outside the layout or with no company). */
export function factsFromMatches(matches: MetaMatches): CompanyFacts | null {
  return shellFromMatches(matches)?.facts ?? null;
}

/** A public page's <title>: its own words, then the company's name once one is published (an empty site names no one). */
export const titled = (title: string, companyName: string | null | undefined) => (companyName ? `${title} | ${companyName}` : title);

/** The published company's name from a meta function's matches (null outside the layout or with no company). */
export const companyNameFromMatches = (matches: MetaMatches) => shellFromMatches(matches)?.company?.name ?? null;

/** `titled` with the company of the layout's shell, for a meta function. */
export const pageTitle = (title: string, matches: MetaMatches) => titled(title, companyNameFromMatches(matches));
