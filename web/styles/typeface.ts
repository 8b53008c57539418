/**
 * The site's one typeface (decision 079): Inter, variable weight, from @fontsource-variable/inter's
 * latin file (not its CSS: that has seven subsets), cut down by scripts/make-typeface-subset.ts to
 * the weights the site sets (400-800) and the characters of Latin-1 and its typography: 48 KB
 * became 29 KB, which every first visit downloads before its largest text settles. A character
 * outside the cut falls back per glyph to the metric-matched fallback (web/styles/fonts.css).
 *
 * The build copies the committed cut (INTER_FILE) to INTER_URL (vite.config.ts); the name carries
 * the first 8 hex digits of its sha256, so the URL changes with the file and can be cached for a
 * year. web/styles/fonts.css names the same URL, and web/styles/fonts.test.ts checks the URL, the
 * stylesheet and that the committed file is exactly what the script makes from the package's file.
 */
export const INTER_SOURCE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
/** The committed cut, from the repository's root. */
export const INTER_FILE = 'web/styles/inter-site.woff2';
export const INTER_URL = '/assets/inter-site-06a9375b.woff2';

/** font-weight from font-normal (400) to font-extrabold (800): the only weights the site's classes set. */
export const INTER_WEIGHTS = { min: 400, max: 800 } as const;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** Latin-1 (printable), the typographer's punctuation, and the few symbols the pages and sample content use. */
export const INTER_TEXT = `${range(0x20, 0x7e)}${range(0xa0, 0xff)}‐‑‒–—―‘’‚“”„†‡•…‰′″‹›⁄€™←↑→↓✓★○⠿`;
