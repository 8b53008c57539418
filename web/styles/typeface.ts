/**
 * The site's one typeface (decision 079): Inter, variable weight, latin subset only, from
 * @fontsource-variable/inter (its file, not its CSS: that has seven subsets). The build copies the
 * file to this URL (vite.config.ts); the name carries the first 8 hex digits of the file's sha256,
 * so the URL changes with the file and can be cached for a year. web/styles/fonts.css names the
 * same URL, and web/styles/fonts.test.ts checks both against the package's file.
 */
export const INTER_FILE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
export const INTER_URL = '/assets/inter-latin-wght-normal-3100e775.woff2';
