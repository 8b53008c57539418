import path from 'node:path';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '../contract/choices';
import type { Config } from './config/env';
import { toFastifyTrustProxy } from './config/trust-proxy';
import type { Db } from './db/client';
import { NotFoundError } from './lib/errors';
import authPlugin from './plugins/app/auth';
import { registerErrorHandler } from './plugins/app/error-handler';
import { createDbRateLimitStore } from './plugins/app/db-rate-limit-store';
import { formRateLimit } from './plugins/app/form-rate-limit';
import { registerCompression } from './plugins/external/compression';
import { registerSecurityHeaders } from './plugins/external/security-headers';
import authRoutes from './routes/auth/index';
import { createLoginThrottle } from './routes/auth/login-throttle';
import { createSessionsRepository } from './routes/auth/sessions-repository';
import { createBlogsRepository } from './routes/blogs/blogs-repository';
import blogRoutes from './routes/blogs/index';
import { createContactsRepository } from './routes/contacts/contacts-repository';
import contactRoutes from './routes/contacts/index';
import healthRoutes from './routes/health/index';
import statsRoutes from './routes/stats/index';
import subscriptionRoutes from './routes/subscriptions/index';
import { createSubscriptionsRepository } from './routes/subscriptions/subscriptions-repository';
import uploadRoutes from './routes/uploads/index';
import userRoutes from './routes/users/index';
import { createUsersRepository } from './routes/users/users-repository';
import { UPLOADS_URL_PREFIX } from './storage/local';
import type { Storage } from './storage/types';

export type AppConfig = Pick<
  Config,
  | 'siteUrl'
  | 'corsOrigins'
  | 'API_ORIGIN'
  | 'TRUST_PROXY'
  | 'SESSION_TTL_HOURS'
  | 'RATE_LIMIT_ENABLED'
  | 'RATE_LIMIT_FORMS_MAX'
  | 'RATE_LIMIT_FORMS_WINDOW_MINUTES'
  | 'LOGIN_MAX_FAILURES'
  | 'LOGIN_WINDOW_MINUTES'
>;

/** Renders the web app's pages; given by server/main.ts when a web build exists. */
export type WebMount = (app: FastifyInstance) => Promise<void>;

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  storage: Storage;
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  web?: WebMount;
  /** Where rate-limit counters live: this process's memory, or the database (shared by every process). */
  rateLimitStore?: 'memory' | 'database';
  /** Told after every blog write, so caches of rendered pages can drop what they hold. */
  onContentChange?: () => void;
}

export type App = FastifyInstance;

export async function buildApp({
  config,
  db,
  storage,
  logger,
  web,
  rateLimitStore = 'memory',
  onContentChange = () => undefined,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: toFastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    // Malformed URLs (bad percent-encoding, over-long params) never reach a route: give them the one JSON error shape too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode === 414 ? 414 : 400;
      const message = status === 414 ? 'The address is too long' : 'The address is not valid';
      void (reply as FastifyReply)
        .code(status)
        .header('x-content-type-options', 'nosniff')
        .send({ message, errors: [{ field: 'url', message }] });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // Third-party plugins.
  await registerSecurityHeaders(app, { connectOrigins: config.API_ORIGIN ? [config.API_ORIGIN] : [] });
  registerCompression(app);
  await app.register(cookie);
  // Exposed: the blog list's total and a 429's wait, which pages on another origin read.
  if (config.corsOrigins.length)
    await app.register(cors, { origin: config.corsOrigins, credentials: true, exposedHeaders: ['X-Total-Count', 'Retry-After'] });
  await app.register(rateLimit, { global: false, ...(rateLimitStore === 'database' ? { store: createDbRateLimitStore(db) } : {}) });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Website API',
        version: '1.0.0',
        description: 'Public forms, blog, and the staff area. Staff calls take the session cookie or a bearer token from /api/auth/login.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, cookie: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    transform: jsonSchemaTransform,
  });

  // The app's own plugins and resources.
  const sessions = createSessionsRepository(db, config.SESSION_TTL_HOURS);
  const users = createUsersRepository(db);
  const blogs = createBlogsRepository(db);
  const contacts = createContactsRepository(db);
  const subscriptions = createSubscriptionsRepository(db);
  const trustedOrigins = [new URL(config.siteUrl).origin, ...config.corsOrigins];
  await app.register(authPlugin, { sessions, trustedOrigins });

  const formLimit = formRateLimit(config);
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, {
    users,
    throttle: createLoginThrottle(db, { maxFailures: config.LOGIN_MAX_FAILURES, windowMinutes: config.LOGIN_WINDOW_MINUTES }),
    sessionTtlHours: config.SESSION_TTL_HOURS,
  });
  await app.register(userRoutes, { users });
  await app.register(blogRoutes, { blogs, onChange: onContentChange });
  await app.register(contactRoutes, { contacts, rateLimit: formLimit });
  await app.register(subscriptionRoutes, { subscriptions, rateLimit: formLimit });
  await app.register(uploadRoutes, { storage });
  await app.register(statsRoutes, { contacts, subscriptions, blogs });

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  app.all('/api/*', { schema: { hide: true } }, async () => {
    throw new NotFoundError('No such API endpoint');
  });

  if (storage.localRoot) {
    await app.register(fastifyStatic, {
      root: path.resolve(storage.localRoot),
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
    });
  }

  if (web) await web(app);
  else
    app.setNotFoundHandler(async () => {
      throw new NotFoundError();
    });

  return app;
}
