/** Client logos of the home page strip (SPEC.md section 3, "Logo item"). Made-up companies. */
export interface LogoItem {
  id: number;
  image: string;
  alt: string;
  width: number;
  height: number;
  /** Nudges a logo whose artwork sits high or low, in pixels. */
  marginTop: number;
}

const names = ['Northwind', 'Bluepeak', 'Quanta Retail', 'Harbor Realty', 'Lumen Health', 'Vertex Finance', 'Greenfield Foods', 'Orbit Travel'];

export const logos: LogoItem[] = names.map((name, i) => ({
  id: i + 1,
  image: `/images/logos/logo-${i + 1}.svg`,
  alt: `${name} logo`,
  width: 160,
  height: 48,
  marginTop: 0,
}));

/** Accessible name of the logo carousel. */
export const logoStripLabel = 'Our clients';
