import type { Company } from './company';

/** The figures text fields may name as {years}, {projects}, {clients}, {experts}, {satisfaction}, {offices}. */
export interface CompanyFacts {
  years: number;
  projects: number;
  clients: number;
  experts: number;
  satisfaction: number;
  offices: number;
  /** Counts shown as "550+" rather than "550". */
  minimums: boolean;
}

export const FACT_TOKENS = ['years', 'projects', 'clients', 'experts', 'satisfaction', 'offices'] as const;
export type FactToken = (typeof FACT_TOKENS)[number];

/** The facts of the company record, years counted from the clock and offices from the published offices. */
export function companyFacts(figures: Company['figures'], publishedOffices: number, now: Date = new Date()): CompanyFacts {
  return {
    years: Math.max(0, now.getUTCFullYear() - figures.foundedYear),
    projects: figures.projects,
    clients: figures.clients,
    experts: figures.experts,
    satisfaction: figures.satisfactionPercent,
    offices: publishedOffices,
    minimums: figures.minimums,
  };
}

const TOKEN = /\{(years|projects|clients|experts|satisfaction|offices)\}/g;

/** How one figure reads in a text: counts as "550+" when they are minimums, satisfaction as "96 %". */
function shown(token: FactToken, facts: CompanyFacts): string {
  const value = facts[token];
  if (token === 'satisfaction') return `${value}%`;
  return facts.minimums && token !== 'years' && token !== 'offices' ? `${value}+` : String(value);
}

/** A text with its {tokens} replaced by the company's figures; unknown braces stay as written. */
export function renderFacts(text: string, facts: CompanyFacts): string {
  return text.replace(TOKEN, (_m, token: FactToken) => shown(token, facts));
}

const LITERAL_FIGURE = /\b\d[\d,.]*\+?\s*(?:years?|projects?|clients?|experts?)\b/gi;

/** Figures written out ("235+ projects") where a token would keep every page saying the same (the editor warns). */
export function findLiteralFigures(text: string): string[] {
  return text.match(LITERAL_FIGURE) ?? [];
}
