import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { auditActor, recordAudit, type AuditActor, type AuditEntry, type AuditRepository } from '../../repositories/audit';
import type { Executor } from '../../repositories/index';

/** An entry as a route gives it: who and from where default to the caller and its address. */
export type RequestAuditEntry = Omit<AuditEntry, keyof AuditActor> & Partial<AuditActor>;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Records an audit entry for this request (decision 021). Give the transaction that makes the
     * change as `tx`, so both commit together: `await request.audit({ action: 'post.sent', targetType: 'post', targetId }, tx)`.
     */
    audit(entry: RequestAuditEntry, tx?: Executor): Promise<void>;
  }
}

async function auditPlugin(app: FastifyInstance, { audit }: { audit: AuditRepository }) {
  app.decorateRequest('audit', function (this: FastifyRequest, entry: RequestAuditEntry, tx?: Executor) {
    const caller = auditActor(this);
    // An entry naming another actor (a sign-in, before any session) gets that actor's name, not the caller's.
    const actor = entry.actorId !== undefined && entry.actorId !== caller.actorId ? { ...caller, actorName: undefined } : caller;
    const full = { ...actor, ...entry };
    return tx ? recordAudit(tx, full) : audit.record(full);
  });
}

export default fp(auditPlugin, { name: 'app-audit' });
