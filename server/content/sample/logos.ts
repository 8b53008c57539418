import type { SampleItem } from './types';
import { sampleId } from './ids';

const names = ['Northwind', 'Bluepeak', 'Quanta Retail', 'Harbor Realty', 'Lumen Health', 'Vertex Finance', 'Greenfield Foods', 'Orbit Travel'];

/** Today's logo strip (web/content/logos.ts): made-up companies, which the launch checklist flags while they are published. */
export const sampleLogos: SampleItem<'logos'>[] = names.map((name, i) => ({
  id: sampleId('logos', name),
  data: { name, image: { src: `/images/logos/logo-${i + 1}.svg`, alt: `${name} logo`, width: 160, height: 48 }, url: null },
}));
