import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUuid } from '@contract/ids';
import { assertCanEdit, assertCanRead } from '../../lib/post-access';
import type { BlogsRepository } from '../../repositories/blogs';

/** `/api/blogs/:id` itself checks in its handlers (a save's state and a delete have their own rules). */
const PER_POST = /^\/api\/blogs\/:id\/(?!unschedule$)/;

/**
 * Issue 27's per-post routes (revisions, history, restore, working copy, previews): reading needs
 * the post to be visible, changing it needs edit rights (decision 055). One hook for all of them,
 * so a new per-post route is covered without repeating the rule.
 */
export function guardPerPostRoutes(app: FastifyInstance, blogs: BlogsRepository): void {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const url = request.routeOptions.url ?? '';
    const { id } = (request.params ?? {}) as { id?: string };
    if (!PER_POST.test(url) || !request.session || !id || !isUuid(id)) return;
    const post = await blogs.findBySlugOrId(id, false);
    if (!post || post.id !== id) return; // the handler answers its own 404
    const viewer = request.session.user;
    if (request.method === 'GET' || request.method === 'HEAD') assertCanRead(viewer, post);
    else assertCanEdit(viewer, post);
  });
}
