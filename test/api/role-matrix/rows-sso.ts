import { anybody, type MatrixRows } from './types';

/**
 * Single sign-on (decision 061): public routes, so every caller gets the same answer. The matrix's
 * app has no OIDC_ISSUER: both OIDC routes answer 404 there (test/api/oidc.test.ts runs them
 * against a real provider).
 */
export const ssoRows: MatrixRows = () => [
  { name: 'GET /api/auth/methods', build: async () => ({ method: 'GET', url: '/api/auth/methods' }), expected: anybody(200) },
  { name: 'GET /api/auth/oidc/start (not set up)', build: async () => ({ method: 'GET', url: '/api/auth/oidc/start' }), expected: anybody(404) },
  {
    name: 'GET /api/auth/oidc/callback (not set up)',
    build: async () => ({ method: 'GET', url: '/api/auth/oidc/callback?code=x&state=y' }),
    expected: anybody(404),
  },
];
