import type { SOCIAL_NETWORKS } from '@contract/content/company';

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The networks' marks (lucide has no brand icons), drawn inline for the same reason as LogoMark. */
const PATHS: Record<SocialNetwork, string> = {
  linkedin:
    'M4 9h4v11H4zM6 3a2 2 0 1 1 0 4a2 2 0 0 1 0-4zM10 9h4v1.6c.6-1 1.9-1.9 3.7-1.9C21 8.7 22 10.6 22 14v6h-4v-5.3c0-1.5-.3-2.6-1.8-2.6S14 13.2 14 14.7V20h-4z',
  x: 'M3 3h5l4.5 6.2L18 3h3l-7.1 8.1L21.5 21h-5l-4.8-6.6L5.8 21H3l7.4-8.4z',
  facebook: 'M14 8V6.5c0-.8.5-1 1-1h2.5V2H14c-3 0-4 2-4 4.3V8H7.5v3.5H10V22h4V11.5h3l.5-3.5z',
  github:
    'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.2-3.4-1.2c-.5-1.1-1.1-1.4-1.1-1.4c-.9-.6.1-.6.1-.6c1 .1 1.5 1 1.5 1c.9 1.5 2.3 1.1 2.9.8c.1-.6.3-1.1.6-1.3c-2.2-.3-4.6-1.1-4.6-5c0-1.1.4-2 1-2.7c-.1-.3-.4-1.3.1-2.7c0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1c.6 1.4.2 2.4.1 2.7c.6.7 1 1.6 1 2.7c0 3.9-2.3 4.7-4.6 5c.4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z',
  youtube:
    'M22 8.2c-.2-1.6-1-2.6-2.6-2.8C17 5 12 5 12 5s-5 0-7.4.4C3 5.6 2.2 6.6 2 8.2 1.8 9.7 1.8 12 1.8 12s0 2.3.2 3.8c.2 1.6 1 2.6 2.6 2.8C7 19 12 19 12 19s5 0 7.4-.4c1.6-.2 2.4-1.2 2.6-2.8.2-1.5.2-3.8.2-3.8s0-2.3-.2-3.8zM10 15V9l5.2 3z',
  instagram:
    'M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2zm0 2A3.5 3.5 0 0 0 4 7.5v9A3.5 3.5 0 0 0 7.5 20h9a3.5 3.5 0 0 0 3.5-3.5v-9A3.5 3.5 0 0 0 16.5 4zM12 7a5 5 0 1 1 0 10a5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6a3 3 0 0 0 0-6zm5.3-3.3a1 1 0 1 1 0 2a1 1 0 0 1 0-2z',
  clutch: 'M16.5 15.5a5 5 0 1 1 0-7l2.1-2.1a8 8 0 1 0 0 11.2zM12 10a2 2 0 1 0 0 4a2 2 0 0 0 0-4z',
};

/** How each network is named to people who cannot see its mark. */
export const NETWORK_NAMES: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  facebook: 'Facebook',
  github: 'GitHub',
  youtube: 'YouTube',
  instagram: 'Instagram',
  clutch: 'Clutch',
};

/** A network's mark; `label` names it for screen readers (the link has no other text). */
export function SocialIcon({ network, label }: { network: SocialNetwork; label: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" role="img" aria-label={label}>
      <path fill="#fff" d={PATHS[network]} />
    </svg>
  );
}
