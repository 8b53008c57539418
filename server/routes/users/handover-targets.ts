import { can, type Permission } from '@contract/roles';
import { isUuid } from '@contract/ids';
import type { UserRow } from '../../repositories/row-types';
import { BadRequestError } from '../../lib/errors';
import type { HandoverTargets } from '../../repositories/handover';
import type { UsersRepository } from '../../repositories/users';

const refuse = (field: string, message: string) => new BadRequestError(message, [{ field, message }]);

/** A colleague who may take over: exists, is not the one being deleted, and holds the permission the work needs. */
async function taker(users: UsersRepository, field: string, id: string, goneId: string, need: Permission, work: string) {
  const row = isUuid(id) ? await users.findById(id) : undefined;
  if (!row) throw refuse(field, `${field} must be the id of a staff account`);
  if (row.id === goneId) throw refuse(field, `${field} must be someone other than the person being deleted`);
  if (!can(row.role, need)) throw refuse(field, `${row.name} cannot take over ${work}: their role does not allow it`);
  return { id: row.id, name: row.name };
}

/** Who gets the deleted person's leads (default nobody) and posts (default the caller); 400 naming the field otherwise. */
export async function handoverTargets(
  users: UsersRepository,
  goneId: string,
  me: UserRow,
  query: { leadsTo: string; postsTo?: string | undefined },
): Promise<HandoverTargets> {
  const leadsTo = query.leadsTo === 'unassigned' ? null : await taker(users, 'leadsTo', query.leadsTo, goneId, 'leads.work', 'leads');
  const postsTo = query.postsTo ? await taker(users, 'postsTo', query.postsTo, goneId, 'posts.write', 'posts') : { id: me.id, name: me.name };
  return { leadsTo, postsTo };
}
