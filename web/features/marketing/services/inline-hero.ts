import { svgDataUri } from '~/lib/svg-data-uri';

// Each service page's hero picture is its largest paint: the page carries it (see svgDataUri).
const heroes = import.meta.glob<string>('../../../../public/images/services/*-hero.svg', { query: '?raw', import: 'default', eager: true });

/** The hero's data URI for a `/images/services/…-hero.svg` path; any other path as it is. */
export function inlineHero(src: string): string {
  const svg = heroes[`../../../../public${src}`];
  return svg ? svgDataUri(svg) : src;
}
