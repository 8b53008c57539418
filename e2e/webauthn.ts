import type { CDPSession, Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator (DevTools' WebAuthn domain) on this page: a platform
 * authenticator with resident keys and user verification that always succeeds, as a phone's
 * fingerprint would. Passkeys made on it live as long as the page's CDP session.
 */
export async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** The credentials the virtual authenticator holds (resident ones are the passkeys). */
export async function credentials(auth: { cdp: CDPSession; authenticatorId: string }) {
  const { credentials: list } = await auth.cdp.send('WebAuthn.getCredentials', { authenticatorId: auth.authenticatorId });
  return list;
}
