import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { errorResponses, staffErrors } from '@contract/common';
import {
  launchBodySchema,
  launchChecklistSchema,
  publicSiteLaunchSchema,
  siteLaunchSchema,
  UNCONFIRMED_MESSAGE,
  type SiteLaunch,
} from '@contract/launch-checklist';
import type { Repositories } from '../../repositories/index';
import type { SiteLaunchRecord } from '../../repositories/settings';
import { BadRequestError } from '../../lib/errors';
import { tagAnswers } from '../../lib/content-tags';
import { requireUser } from '../../plugins/app/auth';
import { SITE_LAUNCH_TAG } from '../../plugins/app/site-launch';
import { launchChecklist, type LaunchSettings } from './checks';

const launchOf = (record: SiteLaunchRecord | null): SiteLaunch => ({
  launched: record !== null,
  launchedAt: record?.at.toISOString() ?? null,
  launchedBy: record ? record.byName : null,
});

/** GET /api/site/launch: launched or not, for robots.txt and the sitemap (tagged, so a launch drops the kept copies). */
const publicLaunchRoutes: FastifyPluginAsyncZod<{ repos: Repositories; rateLimit: RateLimitOptions | false }> = async (app, { repos, rateLimit }) => {
  tagAnswers(app, [SITE_LAUNCH_TAG]);
  app.get(
    '/api/site/launch',
    {
      config: { rateLimit },
      schema: {
        tags: ['content'],
        summary: 'Whether the site is launched: until it is, pages are not to be indexed, robots.txt disallows all and the sitemap is empty',
        response: { 200: publicSiteLaunchSchema, ...errorResponses(429) },
      },
    },
    async () => ({ launched: (await repos.settings.siteLaunch()) !== null }),
  );
};

/**
 * GET /api/admin/launch-checklist: what is left before the site goes public (issue 30 point 3, decision 074);
 * POST and DELETE /api/admin/launch: the site goes live, or is taken back (issue 48 point 1, decision 115).
 */
const launchChecklistRoutes: FastifyPluginAsyncZod<{ repos: Repositories; settings: LaunchSettings; rateLimit: RateLimitOptions | false }> = async (
  app,
  { repos, settings, rateLimit },
) => {
  const checklist = async () => {
    const [facts, launch] = await Promise.all([repos.queries.launchFacts(), repos.settings.siteLaunch()]);
    return { launch: launchOf(launch), ...launchChecklist(facts, settings, new Date()) };
  };

  app.get(
    '/api/admin/launch-checklist',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['content'],
        summary:
          'The launch checklist: whether the site is launched, and admins’ own passwords, SITE_URL and SMTP_URL set, sample testimonials, logos and case studies unpublished, legal pages reviewed, a backup in the last 7 days; each with its link (admins only)',
        response: { 200: launchChecklistSchema, ...staffErrors },
      },
    },
    checklist,
  );

  // settings.manage is a power permission: both writes ask for a recent re-authentication (decision 088).
  app.post(
    '/api/admin/launch',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['content'],
        summary:
          'Launch the site: pages may be indexed, robots.txt allows crawling, the sitemap lists the pages. Every checklist item still open must be named in `confirmed` (admins only, re-authenticated)',
        body: launchBodySchema,
        response: { 200: siteLaunchSchema, ...staffErrors },
      },
    },
    async (request) => {
      const { items } = await checklist();
      const open = items.filter((i) => !i.ok).map((i) => i.id);
      const unconfirmed = open.filter((id) => !request.body.confirmed.includes(id));
      if (unconfirmed.length)
        throw new BadRequestError(UNCONFIRMED_MESSAGE, [{ field: 'confirmed', message: `${UNCONFIRMED_MESSAGE}: ${unconfirmed.join(', ')}` }]);
      const user = requireUser(request);
      const record: SiteLaunchRecord = { at: new Date(), byId: user.id, byName: user.name };
      const launched = await repos.transaction(async (tx, inTx) => {
        if (!(await inTx.settings.recordLaunch(record))) return false;
        // What was still open when it went live, as the admin confirmed it.
        await request.audit(
          { action: 'site.launched', targetType: 'settings', targetId: 'site-launch', details: { confirmedOpen: open.join(', ') } },
          tx,
        );
        return true;
      });
      // Launching twice changes nothing: the first launch stands.
      if (launched) await app.siteLaunch.changed();
      return launchOf(await repos.settings.siteLaunch());
    },
  );

  app.delete(
    '/api/admin/launch',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['content'],
        summary: 'Take the launch back: pages answer noindex again, robots.txt disallows all, the sitemap is empty (admins only, re-authenticated)',
        response: { 200: siteLaunchSchema, ...staffErrors },
      },
    },
    async (request) => {
      const withdrawn = await repos.transaction(async (tx, inTx) => {
        const before = await inTx.settings.siteLaunch();
        if (!(await inTx.settings.withdrawLaunch())) return false;
        await request.audit(
          {
            action: 'site.launch_withdrawn',
            targetType: 'settings',
            targetId: 'site-launch',
            details: { launchedAt: before?.at.toISOString() ?? null, launchedBy: before?.byName ?? null },
          },
          tx,
        );
        return true;
      });
      if (withdrawn) await app.siteLaunch.changed();
      return launchOf(null);
    },
  );

  await app.register(publicLaunchRoutes, { repos, rateLimit });
};

export default launchChecklistRoutes;
