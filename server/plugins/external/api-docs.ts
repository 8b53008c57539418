import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document (served at /api/docs), built from the routes' zod schemas. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Website API',
        version: '1.0.0',
        description: 'Public forms, blog, and the staff area. Staff calls take the session cookie or a bearer token from /api/auth/login.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, cookie: { type: 'apiKey', in: 'cookie', name: 'sid (__Host-sid over TLS)' } },
      },
    },
    transform: jsonSchemaTransform,
  });
}
