import type { Company } from './company';

/**
 * The company's legal facts a legal page names as {tokens} in its text (decision 116): resolved
 * from the published company item when the page renders, so one save of that item changes every
 * page naming them. A fact the item does not hold leaves out the line (paragraph, list item or
 * table row) naming it, never a placeholder; the launch checklist lists it (one check per fact).
 */
export const LEGAL_FACTS = ['legalName', 'address', 'register', 'registrationNumber', 'vatId', 'responsiblePerson', 'email', 'phone'] as const;
export type LegalFact = (typeof LEGAL_FACTS)[number];

/** How the editor and the launch checklist name each fact, and where in the company item it is kept. */
export const LEGAL_FACT_LABELS: Record<LegalFact, { label: string; field: string }> = {
  legalName: { label: 'legal name', field: 'Legal name' },
  address: { label: 'registered address', field: 'Registration › Address' },
  register: { label: 'register (court or registry)', field: 'Registration › Register' },
  registrationNumber: { label: 'registration number', field: 'Registration › Company number' },
  vatId: { label: 'VAT ID', field: 'Registration › Vat id' },
  responsiblePerson: { label: 'person responsible for the content', field: 'Registration › Responsible person' },
  email: { label: 'contact e-mail', field: 'Emails › General' },
  phone: { label: 'contact phone', field: 'Phones (the first one)' },
};

export type LegalFactValues = Partial<Record<LegalFact, string>>;

/** The parts of the company item the facts come from (stored items may lack fields added since). */
export type CompanyLegalData = Partial<Pick<Company, 'legalName' | 'emails' | 'phones' | 'registration'>>;

const filled = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The facts the company item holds (blank ones absent); none while no company is published. */
export function legalFactValues(company: CompanyLegalData | null | undefined): LegalFactValues {
  if (!company) return {};
  const registration = company.registration ?? {};
  const values: Record<LegalFact, string | undefined> = {
    legalName: filled(company.legalName),
    address: filled(registration.address),
    register: filled(registration.register),
    registrationNumber: filled(registration.companyNumber),
    vatId: filled(registration.vatId),
    responsiblePerson: filled(registration.responsiblePerson),
    email: filled(company.emails?.general),
    phone: filled(company.phones?.[0]?.display),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as LegalFactValues;
}

const TOKEN = new RegExp(`\\{(${LEGAL_FACTS.join('|')})\\}`, 'g');

/** The facts an HTML text names, in LEGAL_FACTS order. */
export function legalFactsNamed(html: string): LegalFact[] {
  const named = new Set<string>();
  for (const m of html.matchAll(TOKEN)) named.add(m[1]!);
  return LEGAL_FACTS.filter((f) => named.has(f));
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The elements left out whole when they name a missing fact: the innermost one around the token. */
const LINES = new Set(['p', 'li', 'tr', 'h2', 'h3', 'h4', 'blockquote']);
/** Elements that mean nothing once every element in them was left out. */
const CONTAINERS = new Set(['ul', 'ol', 'table', 'thead', 'tbody', 'tfoot']);
const VOID = new Set(['br', 'hr', 'img', 'wbr']);

interface Open {
  tag: string;
  /** Where its opening tag starts in the output. */
  at: number;
  drop: boolean;
  /** Elements (or text) kept inside it so far. */
  kept: number;
}

/**
 * The page's HTML (sanitised on save: well-formed, no `>` inside tags) with each {token} replaced
 * by its fact, escaped as text. A line naming a missing fact is left out, and a list or table with
 * nothing left in it too; a token outside any line is dropped alone. Tokens are read in text only
 * (never in attributes); unknown braces stay as written.
 */
export function renderLegalFacts(html: string, values: LegalFactValues): string {
  if (!html.includes('{')) return html;
  const out: string[] = [];
  const stack: Open[] = [];
  const keep = () => {
    const parent = stack.at(-1);
    if (parent) parent.kept++;
  };
  for (const part of html.split(/(<[^>]*>)/)) {
    if (!part) continue;
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)/.exec(part);
    if (!part.startsWith('<') || !tag) {
      let missing = false;
      const text = part.replace(TOKEN, (_m, fact: LegalFact) => {
        const value = values[fact];
        if (value === undefined) missing = true;
        return value === undefined ? '' : escapeHtml(value);
      });
      if (missing) {
        const line = stack.findLast((o) => LINES.has(o.tag));
        if (line) line.drop = true;
      }
      out.push(text);
      if (text.trim()) keep();
      continue;
    }
    const [, closing, rawName] = tag;
    const name = rawName!.toLowerCase();
    if (!closing) {
      if (VOID.has(name) || part.endsWith('/>')) {
        out.push(part);
        keep();
      } else {
        stack.push({ tag: name, at: out.length, drop: false, kept: 0 });
        out.push(part);
      }
      continue;
    }
    const index = stack.findLastIndex((o) => o.tag === name);
    if (index === -1) {
      out.push(part);
      continue;
    }
    // Close what was left open inside it (sanitised HTML has none), then the element itself.
    const closed = stack.splice(index);
    const element = closed[0]!;
    const dropped = closed.some((o) => o.drop) || (CONTAINERS.has(name) && element.kept === 0);
    if (dropped) {
      out.length = element.at;
    } else {
      out.push(part);
      keep();
    }
  }
  return out.join('');
}
