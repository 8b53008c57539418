import { act, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/staff/staff-test-kit';
import { PasskeySignIn } from './passkey-sign-in';
import { PasskeysSection } from './passkeys-section';
import { relyingPartyServes } from './webauthn-browser';

/** `ui` on a page whose root loader names `passkeyRpId` as the relying party (jsdom's page is at http://localhost:3000). */
function renderUnder(passkeyRpId: string, ui: React.ReactNode) {
  const root = { passkeyRpId, publicApiOrigin: '' };
  const Stub = createRoutesStub([{ id: 'root', loader: () => root, children: [{ path: '/', Component: () => ui }] }]);
  render(<Stub initialEntries={['/']} hydrationData={{ loaderData: { root } }} />);
}

/** The support check has run: the browser library it loads has loaded and React has applied what it found. */
const supportChecked = () => act(() => import('@simplewebauthn/browser'));

describe('passkeys are offered only where the relying party can work', () => {
  beforeEach(() => {
    // A browser with WebAuthn on a secure page.
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  });

  it('offers a passkey sign-in on a host under the RP ID', async () => {
    renderUnder('localhost', <PasskeySignIn onSignedIn={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  });

  it('offers none on a host the RP ID does not cover, and says nothing failed', async () => {
    renderUnder('example.com', <PasskeySignIn onSignedIn={vi.fn()} />);
    await supportChecked();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers none outside a secure context, whatever the RP ID', async () => {
    vi.stubGlobal('isSecureContext', false);
    renderUnder('localhost', <PasskeySignIn onSignedIn={vi.fn()} />);
    await supportChecked();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it('lets one add a passkey only where the RP ID covers the host, else says where passkeys work', async () => {
    stubApi({ 'GET /api/auth/passkeys': () => json(200, []) });
    renderUnder('example.com', <PasskeysSection />);
    await screen.findByText('You have no passkeys yet.');
    await supportChecked();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(screen.getByText(/Passkeys can be added at example\.com over https/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets one add a passkey on a host under the RP ID', async () => {
    stubApi({ 'GET /api/auth/passkeys': () => json(200, []) });
    renderUnder('localhost', <PasskeysSection />);
    expect(await screen.findByRole('button', { name: 'Add a passkey' })).toBeVisible();
  });
});

describe('relyingPartyServes', () => {
  it('accepts the RP ID itself and hosts under it', () => {
    expect(relyingPartyServes('localhost', 'localhost')).toBe(true);
    expect(relyingPartyServes('example.com', 'example.com')).toBe(true);
    expect(relyingPartyServes('www.example.com', 'example.com')).toBe(true);
  });

  it('refuses other hosts and IP addresses, which can never be an RP ID', () => {
    expect(relyingPartyServes('127.0.0.1', 'localhost')).toBe(false);
    expect(relyingPartyServes('127.0.0.1', '127.0.0.1')).toBe(false);
    expect(relyingPartyServes('[::1]', '[::1]')).toBe(false);
    expect(relyingPartyServes('badexample.com', 'example.com')).toBe(false);
    expect(relyingPartyServes('example.com', 'www.example.com')).toBe(false);
  });
});
