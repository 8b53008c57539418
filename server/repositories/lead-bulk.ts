import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { BULK_MAX_MATCHING, type BulkAction, type LeadFilter, type LeadStatus } from '@contract/leads';
import type { Db } from '../db/client';
import { leads } from '../db/schema/index';
import { rowsOf } from '../db/rows';
import { leadScope } from './lead-scope';
import { leadListWhere, type ListContext } from './lead-list';
import type { Actor, Tx } from './leads';

/** The leads a bulk action applies to: a selection, or everything a list filter matches when it runs. */
export type BulkTarget = { ids: string[] } | { filter: LeadFilter };

export interface BulkRequest {
  target: BulkTarget;
  action: BulkAction;
  /** assign: the new owner's id (null = nobody); status: the new status; otherwise unused. */
  value: string | null;
  actor: Actor;
  ctx: ListContext;
}

/** What happens around the statements, inside the same transaction (mail jobs, the audit entry). */
export interface BulkEffects {
  /** assign: the leads that got `ownerId`, once for the whole operation. */
  ownerChanged(tx: Tx, change: { leadIds: string[]; ownerId: string | null }): Promise<void>;
  /** restore: the leads taken out of spam (their new-lead notification). */
  restored(tx: Tx, leadIds: string[]): Promise<void>;
  /** The operation's one audit entry. */
  audit(tx: Tx, outcome: { count: number }): Promise<void>;
}

export type BulkOutcome = { status: 'done'; count: number; ids: string[] } | { status: 'too-many'; matching: number };

const stampOf = (actor: Actor, at: string) => ({ id: actor.id, name: actor.name, at });
type Stamp = ReturnType<typeof stampOf>;

/**
 * Runs one bulk action in one transaction of set-based statements (decision 039): each changed lead
 * gets a new version and one history row naming the actor; leads already in the asked state are left
 * alone. A filter is evaluated here, when the action runs, and refused above BULK_MAX_MATCHING.
 */
export async function runBulk(db: Db, request: BulkRequest, effects: BulkEffects): Promise<BulkOutcome> {
  const { target, action, value, actor, ctx } = request;
  // Chosen ids stay within the caller's scope too (decision 055): others' leads are left out, as if absent.
  const where: SQL =
    'ids' in target
      ? and(sql`${leads.id} = ANY(${sql.param(target.ids)}::uuid[])`, leadScope(ctx.scopedTo))!
      : (leadListWhere(target.filter, ctx) ?? sql`true`);
  return db.transaction(async (tx) => {
    if ('filter' in target) {
      const [row] = await tx.select({ n: count() }).from(leads).where(where);
      const matching = row?.n ?? 0;
      if (matching > BULK_MAX_MATCHING) return { status: 'too-many', matching };
    }
    const stamp = stampOf(actor, new Date().toISOString());
    let ids: string[];
    switch (action) {
      case 'assign':
        ids = await assign(tx, where, value, stamp);
        if (ids.length) await effects.ownerChanged(tx, { leadIds: ids, ownerId: value });
        break;
      case 'status':
        ids = await moveTo(tx, where, value as LeadStatus, stamp);
        break;
      case 'spam':
        ids = await moveTo(tx, where, 'spam', stamp);
        break;
      case 'restore':
        ids = await moveTo(tx, and(where, eq(leads.status, 'spam'))!, 'new', stamp);
        if (ids.length) {
          await noteNotification(tx, ids, stamp);
          await effects.restored(tx, ids);
        }
        break;
      case 'delete':
        ids = rowsOf<{ id: string }>(await tx.execute(sql`DELETE FROM ${leads} WHERE ${where} RETURNING id`)).map((r) => r.id);
        break;
    }
    await effects.audit(tx, { count: ids.length });
    return { status: 'done', count: ids.length, ids };
  });
}

// The version, who changed the lead and when: what every change to a staff-editable field sets (decision 037).
const versionBump = (s: Stamp) =>
  sql`version = c.version + 1, updated_at = ${s.at}::timestamptz, updated_by_id = ${s.id}::uuid, updated_by_name = ${s.name}::text`;

/**
 * Status change of every targeted lead not already there, with one history row each; the first move
 * out of "new" (to anything but spam) stamps the first response and who gave it (decisions 045 and
 * 124, as PATCH does).
 */
async function moveTo(tx: Tx, where: SQL, to: LeadStatus, s: Stamp): Promise<string[]> {
  const answered = to !== 'new' && to !== 'spam';
  // SET reads the row as it was: a lead answered before keeps its time and its person.
  const first = sql`${answered}::boolean AND o.status = 'new' AND c.first_response_at IS NULL`;
  const result = await tx.execute(sql`
    WITH old AS (SELECT id, status FROM ${leads} WHERE ${where} AND ${leads.status} <> ${to}::text FOR UPDATE),
    changed AS (
      UPDATE ${leads} c SET status = ${to}::text, ${versionBump(s)},
        first_response_at = CASE WHEN ${first} THEN ${s.at}::timestamptz ELSE c.first_response_at END,
        first_response_by = CASE WHEN ${first} THEN ${s.id}::uuid ELSE c.first_response_by END,
        first_response_by_name = CASE WHEN ${first} THEN ${s.name}::text ELSE c.first_response_by_name END
      FROM old o WHERE c.id = o.id
      RETURNING c.id, o.status AS before)
    INSERT INTO lead_history (id, contact_id, kind, from_value, to_value, actor_id, actor_name, created_at)
    SELECT gen_random_uuid(), id, 'status', before, ${to}::text, ${s.id}::uuid, ${s.name}::text, ${s.at}::timestamptz FROM changed
    RETURNING contact_id AS id`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

/** New owner of every targeted lead that has another, with one history row each naming both owners. */
async function assign(tx: Tx, where: SQL, ownerId: string | null, s: Stamp): Promise<string[]> {
  const result = await tx.execute(sql`
    WITH old AS (SELECT id, owner_id FROM ${leads} WHERE ${where} AND ${leads.ownerId} IS DISTINCT FROM ${ownerId}::uuid FOR UPDATE),
    changed AS (
      UPDATE ${leads} c SET owner_id = ${ownerId}::uuid, ${versionBump(s)}
      FROM old o WHERE c.id = o.id
      RETURNING c.id, o.owner_id AS before)
    INSERT INTO lead_history (id, contact_id, kind, from_value, to_value, actor_id, actor_name, created_at)
    SELECT gen_random_uuid(), ch.id, 'owner', coalesce(was.name, ch.before::text, ''), coalesce((SELECT name FROM users WHERE id = ${ownerId}::uuid), ''),
      ${s.id}::uuid, ${s.name}::text, ${s.at}::timestamptz
    FROM changed ch LEFT JOIN users was ON was.id = ch.before
    RETURNING contact_id AS id`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

/** The history line that says the new-lead notification went out (as a single "Not spam" writes it), after the status line. */
async function noteNotification(tx: Tx, ids: string[], s: Stamp): Promise<void> {
  const after = new Date(Date.parse(s.at) + 1).toISOString();
  await tx.execute(sql`
    INSERT INTO lead_history (id, contact_id, kind, from_value, to_value, actor_id, actor_name, created_at)
    SELECT gen_random_uuid(), id, 'email', '', 'new lead notification', ${s.id}::uuid, ${s.name}::text, ${after}::timestamptz
    FROM unnest(${sql.param(ids)}::uuid[]) AS id`);
}
