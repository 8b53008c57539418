/**
 * The company mark, drawn inline: as an <img> it was one more request (React preloads it at high
 * priority) that raced an article's featured photo, and an SVG image costs the browser a document of
 * its own to parse before the first paint. public/favicon.svg is the same drawing for the tab icon.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#1647d6" />
      <path d="M18 18h14a14 14 0 0 1 0 28H18z" fill="none" stroke="#fff" strokeWidth="6" />
      <circle cx="46" cy="20" r="5" fill="#f59e0b" />
    </svg>
  );
}
