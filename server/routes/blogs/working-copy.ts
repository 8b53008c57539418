import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { workingCopyBody, workingCopyConflict, workingCopySaved } from '@contract/blog-revisions';
import { idParamsSchema, staffErrors } from '@contract/common';
import { NotFoundError } from '../../lib/errors';
import { requireUser } from '../../plugins/app/auth';
import type { BlogPluginOptions } from './blog-plugin-options';

/** A post's content plus its settings stays well inside this; larger bodies are refused before parsing. */
const WORKING_COPY_BODY_LIMIT = 1_048_576;

/**
 * A post's working copy: autosave and discard (decision 048). Neither touches the post's row, its
 * version, its revisions or any cache: visitors keep reading the row until an explicit save.
 */
const workingCopyRoutes: FastifyPluginAsyncZod<BlogPluginOptions> = async (app, { repos }) => {
  const copies = repos.workingCopies;

  app.put(
    '/api/blogs/:id/working-copy',
    {
      bodyLimit: WORKING_COPY_BODY_LIMIT,
      config: { permission: 'posts.write' },
      schema: {
        tags: ['blogs'],
        summary:
          'Autosave a post’s working copy (staff). `copyVersion` is the copy’s version this save follows (absent on the first); another writer’s autosave in between answers 409 naming them.',
        params: idParamsSchema,
        body: workingCopyBody,
        response: { 200: workingCopySaved, ...staffErrors, 409: workingCopyConflict },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await copies.save(request.params.id, request.body, { id: user.id, name: user.name });
      if (result.status === 'not-found') throw new NotFoundError('Blog not found');
      if (result.status === 'conflict') {
        const at = result.at.toISOString();
        return reply.code(409).send({ message: `Changed by ${result.name} at ${at}`, changedBy: { name: result.name, at } });
      }
      return { copyVersion: result.copyVersion, updatedAt: result.updatedAt.toISOString() };
    },
  );

  app.delete(
    '/api/blogs/:id/working-copy',
    {
      config: { permission: 'posts.write' },
      schema: {
        tags: ['blogs'],
        summary: 'Discard a post’s unsaved changes (staff)',
        params: idParamsSchema,
        response: { 204: z.null(), ...staffErrors },
      },
    },
    async (request, reply) => {
      if (!(await copies.discard(request.params.id))) throw new NotFoundError('Blog not found');
      return reply.code(204).send(null);
    },
  );
};

export default workingCopyRoutes;
