import { useEffect, useState } from 'react';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { PasskeyOptions } from '@contract/passkeys';
import { ApiRequestError, tooManyRequestsMessage } from '~/lib/api/errors';

// The browser half of SimpleWebAuthn loads only when a passkey is used: staff and sign-in screens only.
const browserLib = () => import('@simplewebauthn/browser');

/** navigator.credentials.get() with the server's options (SimpleWebAuthn's JSON form). */
export async function getPasskey(options: PasskeyOptions['options']): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await browserLib();
  return startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
}

/** navigator.credentials.create() with the server's options. */
export async function createPasskey(options: PasskeyOptions['options']): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await browserLib();
  return startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
}

/**
 * Whether this browser can use passkeys here: WebAuthn exists and the page is a secure context
 * (https, or localhost). False until known, so nothing offers a passkey that cannot work.
 */
export function usePasskeySupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    let live = true;
    if (!window.isSecureContext) return;
    void browserLib().then(({ browserSupportsWebAuthn }) => {
      if (live) setSupported(browserSupportsWebAuthn());
    });
    return () => {
      live = false;
    };
  }, []);
  return supported;
}

/** What a failed passkey step says: cancelled by the person, refused by the server, or the fallback. */
export function passkeyError(err: unknown, fallback: string): string {
  if (err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError')) return 'The passkey request was cancelled or timed out.';
  if (err instanceof Error && err.name === 'InvalidStateError') return 'This device already has a passkey for your account.';
  return tooManyRequestsMessage(err) ?? (err instanceof ApiRequestError ? err.messageOr(fallback) : fallback);
}
