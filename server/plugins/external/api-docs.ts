import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { scopeOf } from '../../api-keys/scoped-routes';
import { webhooksSection } from '../../api-docs/webhooks-section';

/** Each route's zod schemas as JSON Schema, and for a route an API key may call, the scope it needs (decision 069). */
const transform: SwaggerTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const methods = [input.route.method].flat();
  const scope = methods.map((m) => scopeOf(m, input.route.url)).find(Boolean);
  if (!scope) return out;
  const note = `API keys: needs the \`${scope}\` scope.`;
  const description = typeof out.schema.description === 'string' ? `${out.schema.description}\n\n${note}` : note;
  return { ...out, schema: { ...out.schema, description, 'x-api-key-scope': scope } };
};

/**
 * The OpenAPI 3.1 document (served at /api/docs, browsed at /api/reference), built from the routes'
 * zod schemas, with the webhook events receivers get in its `webhooks` section (decision 070).
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
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
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'dk_…', description: 'An API key with the scopes the operation names' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'sid (__Host-sid over TLS)' },
        },
      },
      webhooks: webhooksSection(),
    },
    transform,
  });
}
