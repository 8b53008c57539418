import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '@contract/common';
import { launchChecklistSchema } from '@contract/launch-checklist';
import type { Db } from '../../db/client';
import { launchChecklist, type LaunchSettings } from './checks';
import { readLaunchFacts } from './facts';

/** GET /api/admin/launch-checklist: what is left before the site goes public (issue 30 point 3, decision 074). */
const launchChecklistRoutes: FastifyPluginAsyncZod<{ db: Db; settings: LaunchSettings }> = async (app, { db, settings }) => {
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
    async () => launchChecklist(await readLaunchFacts(db), settings, new Date()),
  );
};

export default launchChecklistRoutes;
