import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { scopeOf } from '../../api-keys/scoped-routes';
import { operationIdOf, SECURITY_SCHEMES, securityOf, withStaffErrors, withTotalCountHeader } from '../../api-docs/operation';
import { webhooksSection } from '../../api-docs/webhooks-section';

/**
 * Each route's zod schemas as JSON Schema, with who may call it (`security`, and for a route an API
 * key may call, the scope it needs: decision 069), the 401 and 403 every staff route can answer,
 * the X-Total-Count a list sends, and an operationId for generated clients (decision 103).
 */
const transform: SwaggerTransform = (input) => {
  const { route } = input;
  const methods = [route.method].flat();
  const scope = methods.map((m) => scopeOf(m, route.url)).find(Boolean);
  let response = input.schema?.response as Record<string, unknown> | undefined;
  if (route.config?.permission) response = withStaffErrors(response);
  const out = jsonSchemaTransform({ ...input, schema: { ...input.schema, response } });
  const described = {
    ...out.schema,
    operationId: operationIdOf(methods[0]!, route.url),
    security: securityOf(route, scope),
    ...(route.config?.totalCount ? { response: withTotalCountHeader(out.schema.response as Record<string, unknown>) } : {}),
  };
  if (!scope) return { ...out, schema: described };
  const note = `API keys: needs the \`${scope}\` scope.`;
  const description = typeof out.schema.description === 'string' ? `${out.schema.description}\n\n${note}` : note;
  return { ...out, schema: { ...described, description, 'x-api-key-scope': scope } };
};

/**
 * The OpenAPI 3.1 document (served at /api/docs, browsed at /api/reference), built from the routes'
 * zod schemas, with the webhook events receivers get in its `webhooks` section (decision 070).
 */
export async function registerApiDocs(app: FastifyInstance, { siteUrl }: { siteUrl: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Website API',
        version: '1.0.0',
        description: [
          'Public forms, blog, and the staff area. Staff calls take the session cookie or a bearer token from /api/auth/login.',
          'Integrations use an API key made by an administrator (Admin → API keys), sent as `Authorization: Bearer dk_…`:',
          'it reaches only the operations that name a scope it holds. Webhook events sent to your endpoints are listed under Webhooks.',
        ].join(' '),
      },
      servers: [{ url: new URL(siteUrl).origin, description: 'This site' }],
      components: { securitySchemes: SECURITY_SCHEMES },
      webhooks: webhooksSection(),
    },
    transform,
  });
}
