import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
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

/** The relying party's ID (WEBAUTHN_RP_ID, or SITE_URL's host name), from the root loader; undefined where none ran. */
export function usePasskeyRpId(): string | undefined {
  return (useRouteLoaderData('root') as { passkeyRpId?: string } | undefined)?.passkeyRpId;
}

/**
 * Whether a credential for `rpId` can be made or used on a page at `hostname`: the RP ID is the
 * host or a parent domain of it, and the host is a name (an IP address is never an RP ID).
 */
export function relyingPartyServes(hostname: string, rpId: string): boolean {
  // location.hostname writes IPv6 in brackets; a host of digits and dots is IPv4 (no top-level domain is numeric).
  if (hostname.startsWith('[') || /^[\d.]+$/.test(hostname)) return false;
  return hostname === rpId || hostname.endsWith(`.${rpId}`);
}

/**
 * Whether this browser can use passkeys here: WebAuthn exists, the page is a secure context
 * (https, or localhost) and its host is under the relying party's ID (not http://127.0.0.1 when
 * the RP ID is localhost). False until known, so nothing offers a passkey that cannot work.
 */
export function usePasskeySupport(): boolean {
  const rpId = usePasskeyRpId();
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    let live = true;
    if (!window.isSecureContext || !rpId || !relyingPartyServes(window.location.hostname, rpId)) return;
    void browserLib().then(({ browserSupportsWebAuthn }) => {
      if (live) setSupported(browserSupportsWebAuthn());
    });
    return () => {
      live = false;
    };
  }, [rpId]);
  return supported;
}

/** What a failed passkey step says: cancelled by the person, refused by the server, or the fallback. */
export function passkeyError(err: unknown, fallback: string): string {
  if (err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError')) return 'The passkey request was cancelled or timed out.';
  if (err instanceof Error && err.name === 'InvalidStateError') return 'This device already has a passkey for your account.';
  return tooManyRequestsMessage(err) ?? (err instanceof ApiRequestError ? err.messageOr(fallback) : fallback);
}
