import { useApiOrigin } from '~/lib/api/origin';

interface SsoLinkProps {
  label: string;
  /** The API's start path (GET /api/auth/oidc/start). */
  startUrl: string;
  /** Where to land after signing in (already a safe local path). */
  next: string;
}

/** A plain link, so single sign-on works before (and without) JavaScript: the API redirects to the provider. */
export function SsoLink({ label, startUrl, next }: SsoLinkProps) {
  const href = `${useApiOrigin()}${startUrl}?${new URLSearchParams({ next }).toString()}`;
  return (
    <a
      href={href}
      className="block w-full rounded-md border border-brand-700 px-4 py-2 text-center font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {label}
    </a>
  );
}
