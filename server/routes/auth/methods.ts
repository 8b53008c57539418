import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authMethodsResponse, OIDC_START_PATH } from '@contract/oidc';
import type { OidcSettings } from '../../lib/oidc-client';

/** The sign-in page asks which ways in this site offers (decision 061). */
const authMethodsRoutes: FastifyPluginAsyncZod<{ oidc: OidcSettings | null; passwordLogin: boolean }> = async (app, { oidc, passwordLogin }) => {
  const methods = {
    password: passwordLogin,
    oidc: oidc ? { label: oidc.label, startUrl: OIDC_START_PATH } : null,
    passkeys: true,
  };
  app.get(
    '/api/auth/methods',
    {
      schema: {
        tags: ['auth'],
        summary: 'How staff sign in here: password (or administrators only), single sign-on, passkeys',
        response: { 200: authMethodsResponse },
      },
    },
    async () => methods,
  );
};

export default authMethodsRoutes;
