import type { TwoFactorSetup } from '@contract/two-factor';

/** The secret grouped in fours, easier to read and type into an app by hand. */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Step one of setting up an authenticator app: scan the QR code, or type the key. */
export function TotpSetup({ setup }: { setup: TwoFactorSetup }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis):
      </p>
      <img
        src={setup.qrDataUrl}
        width={200}
        height={200}
        className="mx-auto rounded border border-slate-200"
        alt="QR code that adds this account to an authenticator app. If you cannot scan it, type the setup key shown below."
      />
      <p className="text-sm text-slate-700">
        Or type this setup key into the app (time-based):{' '}
        <code data-testid="totp-key" className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-900">
          {groupedKey(setup.secret)}
        </code>
      </p>
    </div>
  );
}
