import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@contract/common';
import { mailPreferencesBody, mailPreferencesSchema } from '@contract/mail-preferences';
import type { Repositories } from '../../repositories/index';
import { UnauthorizedError } from '../../lib/errors';
import { requireUser } from '../../plugins/app/auth';

const errors = errorResponses(400, 401, 403);

/** Which lead mails the signed-in person gets: new leads, assignments, the daily digest (decision 040). */
const mailPreferenceRoutes: FastifyPluginAsyncZod<{ repos: Repositories; notifyConfigured: boolean }> = async (app, { repos, notifyConfigured }) => {
  const preferences = repos.mailPreferences;

  const current = async (userId: string) => {
    const prefs = await preferences.preferences(userId);
    // The session's user was deleted meanwhile.
    if (!prefs) throw new UnauthorizedError();
    return { ...prefs, newLeadsGoToConfiguredAddress: notifyConfigured };
  };

  app.get(
    '/api/auth/me/notifications',
    {
      config: { permission: 'account' },
      schema: { tags: ['auth'], summary: 'My lead mail preferences (staff)', response: { 200: mailPreferencesSchema, ...errors } },
    },
    async (request) => current(requireUser(request).id),
  );

  app.put(
    '/api/auth/me/notifications',
    {
      config: { permission: 'account' },
      schema: {
        tags: ['auth'],
        summary: 'Choose my lead mail: new leads, assignments, the daily digest (staff)',
        body: mailPreferencesBody,
        response: { 200: mailPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      await preferences.setPreferences(id, request.body);
      return current(id);
    },
  );
};

export default mailPreferenceRoutes;
