import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '@contract/common';
import { launchChecklistSchema } from '@contract/launch-checklist';
import type { Repositories } from '../../repositories/index';
import { launchChecklist, type LaunchSettings } from './checks';

/** GET /api/admin/launch-checklist: what is left before the site goes public (issue 30 point 3, decision 074). */
const launchChecklistRoutes: FastifyPluginAsyncZod<{ repos: Repositories; settings: LaunchSettings }> = async (app, { repos, settings }) => {
  app.get(
    '/api/admin/launch-checklist',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['content'],
        summary:
          'The launch checklist: admins’ own passwords, SITE_URL and SMTP_URL set, sample testimonials, logos and case studies unpublished, legal pages reviewed, a backup in the last 7 days; each with its link (admins only)',
        response: { 200: launchChecklistSchema, ...staffErrors },
      },
    },
    async () => launchChecklist(await repos.queries.launchFacts(), settings, new Date()),
  );
};

export default launchChecklistRoutes;
