/**
 * The tab icon (decision 077): the logo mark's drawing (logo-mark.tsx). public/favicon.svg holds the
 * same bytes for whatever asks for the file (scripts/make-icons.ts draws the PNG and ICO icons from it).
 */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1647d6"/><path d="M18 18h14a14 14 0 0 1 0 28H18z" fill="none" stroke="#fff" stroke-width="6"/><circle cx="46" cy="20" r="5" fill="#f59e0b"/></svg>';

/**
 * An SVG as the text of a data URL, escaping only what a URL or an HTML attribute cannot hold as it
 * is (React would write a single quote as `&#x27;`): half of encodeURIComponent's length.
 */
function svgForUrl(svg: string): string {
  return svg.replace(/[<>#%"']/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Every page names the icon inline: 0.2 KB in the page instead of a request the browser makes when the
 * page has loaded, on a connection of its own, while the first paint may still be waiting.
 */
export const FAVICON_DATA_URL = `data:image/svg+xml,${svgForUrl(FAVICON_SVG)}`;
