import type { ReactNode } from 'react';
import type { AuthMethods } from '@contract/oidc';
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

/**
 * The SSO link above the password form, or, with passwords off (PASSWORD_LOGIN=false), the form
 * behind "Administrator sign-in": administrators keep a break-glass password.
 */
export function SignInChoices({
  methods,
  next,
  hidden,
  passwordForm,
}: {
  methods: AuthMethods;
  next: string;
  hidden: boolean;
  passwordForm: ReactNode;
}) {
  return (
    <>
      {methods.oidc && !hidden ? (
        <div className="mb-4 space-y-4">
          <SsoLink label={methods.oidc.label} startUrl={methods.oidc.startUrl} next={next} />
          {methods.password ? <p className="text-center text-sm text-slate-600">or with your password</p> : null}
        </div>
      ) : null}
      {methods.password ? (
        passwordForm
      ) : (
        <details className="text-sm" hidden={hidden}>
          <summary className="cursor-pointer text-slate-700">Administrator sign-in</summary>
          <div className="mt-4">{passwordForm}</div>
        </details>
      )}
    </>
  );
}
