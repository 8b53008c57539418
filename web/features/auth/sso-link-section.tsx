import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { OIDC_START_PATH, isSsoLinkOutcome, ssoLinkMessage } from '@contract/oidc';
import { SensitiveDownload } from './sensitive-download';

/**
 * Linking the company's single sign-on to one's own account (decision 092): a first SSO sign-in no
 * longer takes over an existing account by its email, so the person links it here, signed in the
 * usual way and confirmed recently. The API comes back with ?sso=linked|link-taken|link-failed.
 */
export function SsoLinkSection({ label }: { label: string }) {
  const id = useId();
  const [params] = useSearchParams();
  const outcome = params.get('sso');
  return (
    <section aria-labelledby={`${id}-sso`} className="space-y-3">
      <h2 id={`${id}-sso`} className="text-lg font-semibold text-slate-900">
        Single sign-on
      </h2>
      <p className="max-w-2xl text-slate-700">
        Link your account at the company’s sign-in provider to this account, then use “{label}” on the sign-in page. You sign in at the provider once
        more to link it; this account is emailed about it.
      </p>
      {isSsoLinkOutcome(outcome) ? (
        <p role="status" className={outcome === 'linked' ? 'text-green-800' : 'text-red-800'}>
          {ssoLinkMessage(outcome)}
        </p>
      ) : null}
      <SensitiveDownload
        href={`${OIDC_START_PATH}?purpose=link`}
        permission="account"
        download={false}
        className="inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50"
      >
        Link single sign-on
      </SensitiveDownload>
    </section>
  );
}
