/**
 * The site's one typeface (decision 079): Inter, variable weight, from @fontsource-variable/inter's
 * latin file (not its CSS: that has seven subsets), cut by scripts/make-typeface-subset.ts to the
 * weights the site sets (400-800), in two files split by unicode-range as font services do:
 *
 * - **core**: ASCII, the typographer's punctuation and the few symbols every page sets (©, ·, →),
 *   and the letters of the contact form's country list (on the home page: drawn by a late cut, the
 *   list's width moved the form's column). Every page's text is drawn from it, so it is preloaded. 23.7 KB: what a first visit downloads
 *   before its largest text settles. Lighthouse's simulated connection carries the first 29.2 KB
 *   after the page in one round trip, and the 29 KB Latin-1 cut (headers included) did not fit.
 * - **latin1**: the rest of Latin-1 (accented letters, £, °, …), fetched by the browser only on a
 *   page that sets one of them (a name like Núñez).
 *
 * A character in neither falls back per glyph to the metric-matched fallback (web/styles/fonts.css).
 * The build copies each committed cut (`file`) to its `url` (vite.config.ts); the name carries the
 * first 8 hex digits of its sha256, so the URL changes with the file and can be cached for a year.
 * web/styles/fonts.css names the same URLs and ranges, and web/styles/fonts.test.ts checks them and
 * that each committed file is exactly what the script makes from the package's file.
 */
export const INTER_SOURCE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** font-weight from font-normal (400) to font-extrabold (800): the only weights the site's classes set. */
export const INTER_WEIGHTS = { min: 400, max: 800 } as const;

export interface TypefaceCut {
  /** The committed file, from the repository's root. */
  file: string;
  /** Where the build serves it. */
  url: string;
  /** Its code points, as CSS `unicode-range` writes them: the cut holds exactly these. */
  unicodeRange: string;
}

const CORE: TypefaceCut = {
  file: 'web/styles/inter-core.woff2',
  url: '/assets/inter-core-5ec9d40f.woff2',
  // ASCII, no-break space, ©, ·, the letters of the contact form's country names (Å ã ç é í ô ü),
  // general punctuation (‐ to ⁄, €, ™), arrows, ✓ ★ ○ ⠿.
  unicodeRange:
    'U+20-7E, U+A0, U+A9, U+B7, U+C5, U+E3, U+E7, U+E9, U+ED, U+F4, U+FC, U+2010-2015, U+2018-201A, U+201C-201E, U+2020-2022, U+2026, U+2030, U+2032-2033, U+2039-203A, U+2044, U+20AC, U+2122, U+2190-2193, U+2713, U+2605, U+25CB, U+283F',
};

const LATIN1: TypefaceCut = {
  file: 'web/styles/inter-latin1.woff2',
  url: '/assets/inter-latin1-280bf27d.woff2',
  unicodeRange: 'U+A1-A8, U+AA-B6, U+B8-C4, U+C6-E2, U+E4-E6, U+E8, U+EA-EC, U+EE-F3, U+F5-FB, U+FD-FF',
};

/** Preloaded first: the cut every page draws from. */
export const INTER_CUTS = { core: CORE, latin1: LATIN1 } as const;

/** The preloaded file's URL (web/root.tsx). */
export const INTER_URL = CORE.url;

/** Every code point a `unicode-range` value names. */
export function codePointsOf(unicodeRange: string): string {
  return unicodeRange
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .flatMap((span) => {
      const [from, to = from] = span.split('-').map((hex) => Number.parseInt(hex, 16));
      return Array.from({ length: to! - from! + 1 }, (_, i) => String.fromCodePoint(from! + i));
    })
    .join('');
}
