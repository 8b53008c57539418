// A real OpenID Connect provider (the oidc-provider package) on loopback, for the API and browser tests
// of single sign-on (decision 061). Its development login page takes any password; the login typed
// is the account: its subject and, unless setAddress gave it another, its email. An address starting
// with "unverified+" gets email_verified=false, as a provider that never confirmed it would say.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';

export const TEST_CLIENT = { id: 'site', secret: 'site-secret' };

/**
 * @param {{ port?: number, redirectUris: string[] }} options port 0 (default) picks a free one.
 * @returns {Promise<{ issuer: string, close: () => Promise<void>, setReachable: (up: boolean) => void, setAddress: (subject: string, email: string) => void }>}
 */
export async function startOidcProvider({ port = 0, redirectUris }) {
  let handler = (_req, res) => res.writeHead(503).end();
  let reachable = true;
  const server = http.createServer((req, res) => (reachable ? handler(req, res) : res.writeHead(503).end()));
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  /** Subject → the address the provider gives it, when not the subject itself (setAddress). */
  const addresses = new Map();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The login typed is the subject; its address is the login too, unless setAddress gave it another.
    findAccount: async (_ctx, id) => {
      const email = addresses.get(id) ?? id;
      return {
        accountId: id,
        claims: async () => ({ sub: id, email, email_verified: !email.startsWith('unverified+'), name: nameOf(email) }),
      };
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // Explicit lifetimes (seconds), so the provider does not print a notice for each default.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  handler = provider.callback();
  return {
    issuer,
    setReachable: (up) => {
      reachable = up;
    },
    setAddress: (subject, email) => {
      addresses.set(subject, email);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** "new-writer@sso.e2e.test" -> "New Writer". */
function nameOf(login) {
  const local = login.split('@')[0].replace(/^unverified\+/, '');
  return local
    .split(/[-._]/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}
