import type { SocialNetwork } from '~/content/navigation';

/** The networks' marks (lucide has no brand icons), drawn inline for the same reason as LogoMark. */
const PATHS: Record<SocialNetwork, string> = {
  linkedin:
    'M4 9h4v11H4zM6 3a2 2 0 1 1 0 4a2 2 0 0 1 0-4zM10 9h4v1.6c.6-1 1.9-1.9 3.7-1.9C21 8.7 22 10.6 22 14v6h-4v-5.3c0-1.5-.3-2.6-1.8-2.6S14 13.2 14 14.7V20h-4z',
  x: 'M3 3h5l4.5 6.2L18 3h3l-7.1 8.1L21.5 21h-5l-4.8-6.6L5.8 21H3l7.4-8.4z',
  facebook: 'M14 8V6.5c0-.8.5-1 1-1h2.5V2H14c-3 0-4 2-4 4.3V8H7.5v3.5H10V22h4V11.5h3l.5-3.5z',
  github:
    'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.2-3.4-1.2c-.5-1.1-1.1-1.4-1.1-1.4c-.9-.6.1-.6.1-.6c1 .1 1.5 1 1.5 1c.9 1.5 2.3 1.1 2.9.8c.1-.6.3-1.1.6-1.3c-2.2-.3-4.6-1.1-4.6-5c0-1.1.4-2 1-2.7c-.1-.3-.4-1.3.1-2.7c0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1c.6 1.4.2 2.4.1 2.7c.6.7 1 1.6 1 2.7c0 3.9-2.3 4.7-4.6 5c.4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z',
};

/** A network's mark; `label` names it for screen readers (the link has no other text). */
export function SocialIcon({ network, label }: { network: SocialNetwork; label: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" role="img" aria-label={label}>
      <path fill="#fff" d={PATHS[network]} />
    </svg>
  );
}
