import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@contract/common';
import { profileBody, staffProfileSchema, type StaffProfile } from '@contract/users';
import type { Repositories } from '../../repositories/index';
import type { ContentChanges } from '../../db/change-notifier';
import type { UserRow } from '../../repositories/row-types';
import { UnauthorizedError } from '../../lib/errors';
import { requireUser } from '../../plugins/app/auth';

const errors = errorResponses(400, 401, 403);

const toProfile = (row: UserRow): StaffProfile => ({
  _id: row.id,
  name: row.name,
  slug: row.slug ?? '',
  bio: row.bio,
  profileImage: row.profileImage,
});

interface ProfileRouteOptions {
  repos: Repositories;
  /** Author pages and article bylines show the profile: cached pages drop it on a change. */
  contentChanges: ContentChanges;
}

/** The signed-in staff member's author profile: name, bio and photo (decision 051); the slug stays as it was made. */
const profileRoutes: FastifyPluginAsyncZod<ProfileRouteOptions> = async (app, { repos, contentChanges }) => {
  const profiles = repos.userProfiles;
  app.get(
    '/api/auth/me/profile',
    {
      config: { permission: 'account' },
      schema: { tags: ['auth'], summary: 'My author profile (staff)', response: { 200: staffProfileSchema, ...errors } },
    },
    async (request) => {
      const row = await profiles.find(requireUser(request).id);
      // The session's user was deleted meanwhile.
      if (!row) throw new UnauthorizedError();
      return toProfile(row);
    },
  );

  app.put(
    '/api/auth/me/profile',
    {
      config: { permission: 'account' },
      schema: {
        tags: ['auth'],
        summary: 'Change my author name, bio and photo (staff)',
        body: profileBody,
        response: { 200: staffProfileSchema, ...errors },
      },
    },
    async (request) => {
      const { name, bio, profileImage } = request.body;
      const row = await profiles.update(requireUser(request).id, { name, bio, profileImage: profileImage ?? '' });
      if (!row) throw new UnauthorizedError();
      contentChanges.changed();
      return toProfile(row);
    },
  );
};

export default profileRoutes;
