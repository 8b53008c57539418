import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { AuditAction } from '@contract/audit';
import { can } from '@contract/roles';
import { isLegalSlug, type ContentItem } from '@contract/content/index';
import type { ContentChanges } from '../../db/change-notifier';
import type { ContentItemRow } from '../../repositories/row-types';
import type { Actor } from '../../lib/actor';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { requireUser } from '../../plugins/app/auth';
import type { ContentReads } from '../../repositories/content';
import type { Repositories } from '../../repositories/index';
import type { ContentWriteResult, ContentWrites } from '../../repositories/content-writes';
import { collectionDefinition } from '../../repositories/content-rows';
import { changeTags } from './change-tags';

export interface ContentRouteOptions {
  repos: Repositories;
  /** The site's public address (SITE_URL): preview links point at its pages. */
  siteUrl: string;
  /** Told of every write, so cached pages and answers drop what they hold. */
  changes: ContentChanges;
  /** Per-address limit on reads by preview token, or false when lifted. */
  rateLimit: RateLimitOptions | false;
}

/** What the content routes share: reads, writes, the answer of a write. */
export interface ContentRouteKit extends ContentRouteOptions {
  reads: ContentReads;
  writes: ContentWrites;
}

/** A signed-in caller who may edit the site's content (admin, editor). */
export const isContentStaff = (request: FastifyRequest) => Boolean(request.session && can(request.session.user.role, 'content.manage'));

export const actorOf = (request: FastifyRequest): Actor => {
  const user = requireUser(request);
  return { id: user.id, name: user.name };
};

/** An item's version as its entity tag: what If-Match sends back. */
export const setContentEtag = (reply: FastifyReply, version: number) => reply.header('etag', `"${version}"`);

/** 409 of a stale write: the item as it is now and who changed it last (decision 037's shape). */
export function conflictAnswer(current: ContentItem) {
  const name = current.updatedByName || 'someone';
  return { message: `Changed by ${name} at ${current.updatedAt}`, current, changedBy: { name, at: current.updatedAt } };
}

/** Single items are never deleted or unpublished, nor are the legal pages deleted (their addresses are fixed). */
export function refuseFixed(row: Pick<ContentItemRow, 'collection' | 'slug'>, what: 'delete' | 'unpublish'): void {
  const definition = collectionDefinition(row.collection);
  if (definition.singleton) throw new ConflictError(`This item is always there: it cannot be ${what}d`);
  if (what === 'delete' && row.collection === 'pages' && row.slug && isLegalSlug(row.slug)) {
    throw new ConflictError('The legal pages keep their addresses: unpublish this page instead of deleting it');
  }
}

/** Answers a write: 404, 409 with the current item, or the item saved (its audit entry and the change told first). */
export async function answerWrite(
  kit: ContentRouteKit,
  request: FastifyRequest,
  reply: FastifyReply,
  result: ContentWriteResult,
  action: AuditAction,
) {
  if (result.status === 'not-found') throw new NotFoundError('Content item not found');
  const [item] = await kit.reads.answer([result.row], 'staff');
  setContentEtag(reply, item!.version);
  if (result.status === 'conflict') return reply.code(409).send(conflictAnswer(item!));
  await auditContent(request, action, item!);
  kit.changes.changed(changeTags(item!.collection));
  return item!;
}

export function auditContent(request: FastifyRequest, action: AuditAction, item: Pick<ContentItem, '_id' | 'collection' | 'name' | 'status'>) {
  return request.audit({
    action,
    targetType: 'content',
    targetId: item._id,
    targetLabel: `${item.collection}: ${item.name}`,
    details: { collection: item.collection, status: item.status },
  });
}

export const auditActionOf = (body: { action: 'save' | 'publish' }) => (body.action === 'publish' ? 'content.published' : 'content.updated');
