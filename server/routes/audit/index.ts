import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuery, auditListSchema, type AuditEvent } from '@contract/audit';
import { staffErrors } from '@contract/common';
import type { AuditEventRow } from '../../repositories/row-types';
import { sendPage } from '../../lib/paging';
import type { AuditRepository } from '../../repositories/audit';

function toAuditEvent(row: AuditEventRow, gone: Set<string>): AuditEvent {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    actorName: row.actorName,
    ip: row.ip,
    action: row.action as AuditEvent['action'],
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    targetGone: gone.has(row.targetId),
    details: row.details,
  };
}

/** GET /api/audit: the audit log, newest first, for admins (decision 021). */
const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditRepository }> = async (app, { audit }) => {
  app.get(
    '/api/audit',
    {
      config: { permission: 'audit.read', totalCount: true },
      schema: {
        tags: ['audit'],
        summary: 'One page of the audit log, newest first unless sorted (admins only); X-Total-Count holds the total',
        querystring: auditListQuery,
        response: { 200: auditListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { page, pageSize, sort, ...filter } = request.query;
      const { rows, total } = await audit.page(filter, { page, pageSize, sort });
      sendPage(reply, total);
      const gone = await audit.goneTargets(rows);
      return rows.map((row) => toAuditEvent(row, gone));
    },
  );
};

export default auditRoutes;
