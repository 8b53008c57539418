import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@contract/audit';
import { isUuid } from '@contract/ids';
import type { Repositories } from '../../repositories/index';
import type { WebhookEndpointRow } from '../../repositories/row-types';
import type { Tx } from '../../repositories/tx';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { Resolve } from '../../lib/public-address';
import type { SecretBox } from '../../lib/secret-box';
import { targetProblem } from '../../webhooks/post';

export const NOT_FOUND = 'Webhook not found';
export const DELIVERY_NOT_FOUND = 'Delivery not found';
export const TAG = ['webhooks'];
export const manage = { permission: 'webhooks.manage' } as const;
/** Writes to webhooks are sensitive (decision 058): a recent password, code or passkey. */
export const sensitive = { permission: 'webhooks.manage', reauth: true } as const;

export interface WebhookRouteOptions {
  repos: Repositories;
  /** SITE_URL: its host name names the site in a test event before a company is published. */
  siteUrl: string;
  box: SecretBox;
  allowPrivate: boolean;
  resolve?: Resolve;
}

/** What every webhook route uses: the repository, the 404, the target check and the audit entry. */
export function webhookRouteKit({ repos, allowPrivate, resolve }: WebhookRouteOptions) {
  const webhooks = repos.webhooks;
  return {
    webhooks,
    async found(id: string): Promise<WebhookEndpointRow> {
      const row = isUuid(id) ? await webhooks.get(id) : null;
      if (!row) throw new NotFoundError(NOT_FOUND);
      return row;
    },
    /** Refuses a private target (unless WEBHOOK_ALLOW_PRIVATE) or a host that is not found, naming the field. */
    async checkTarget(url: string) {
      const problem = await targetProblem(url, { allowPrivate, resolve });
      if (problem) throw new BadRequestError(problem, [{ field: 'url', message: problem }]);
    },
    /** In the write's transaction; the endpoint is named by its shown address (decision 057), never its secret. */
    audit: (request: FastifyRequest, tx: Tx, action: AuditAction, row: WebhookEndpointRow, details: Record<string, string | number | boolean> = {}) =>
      request.audit({ action, targetType: 'webhook', targetId: row.id, targetLabel: row.urlDisplay, details }, tx),
  };
}
