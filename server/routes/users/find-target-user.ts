import { NotFoundError } from '../../lib/errors';
import { isUuid } from '@contract/ids';
import type { UsersRepository } from '../../repositories/users';

/** The account an admin route acts on (`:id`), or the 404 'User not found' (an id that is not a UUID included). */
export async function findTargetUser(users: UsersRepository, id: string) {
  const target = isUuid(id) ? await users.findById(id) : undefined;
  if (!target) throw new NotFoundError('User not found');
  return target;
}
