import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Permission } from '@contract/roles';

export type PathParams = z.ZodObject<Record<string, z.ZodType<string>>>;

/** Where one kind of document's routes live and who may use them (decision 110). */
export interface DocumentRoutesOf<Ref> {
  /** The OpenAPI tag. */
  tag: string;
  permission: Permission;
  /** The document's address, e.g. /api/blogs/:id; its links and revisions are under it. */
  path: string;
  params: PathParams;
  /** How the path's parameters name a document. */
  refOf(params: Record<string, string>): Ref;
  /** The 404 of a document that is not there ("Blog not found"). */
  notFound: string;
}

/** The path's parameters, as the route's schema checked them. */
export const paramsOf = (request: FastifyRequest) => request.params as Record<string, string>;
