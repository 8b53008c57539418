import type { StaffUser } from '@contract/two-factor';
import type { PublicUser } from '@contract/users';
import { Button } from '~/components/ui/button';
import { DataTable, Td } from '~/components/ui/data-table';
import { orDash } from '~/lib/format';
import { UserAvatar } from './user-avatar';
import { UserRowActions } from './user-row-actions';

const COLUMNS = ['Profile', 'Name', 'Email', 'Phone', 'Change Password', 'Actions'];

/** SPEC.md's user table: profile, name, email, phone (dash if empty), Change Password, Delete. */
export function UsersTable({
  users,
  onChangePassword,
  onDelete,
}: {
  users: StaffUser[];
  onChangePassword: (u: PublicUser) => void;
  onDelete: (u: PublicUser) => void;
}) {
  return (
    <DataTable caption="Staff accounts" columns={COLUMNS}>
      {users.map((u) => (
        <tr key={u._id}>
          <Td>
            <UserAvatar user={u} />
          </Td>
          <Td>
            {u.name}
            {u.role === 'admin' ? <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-800">admin</span> : null}
            {/* No password chosen yet: the invitation link is still open. */}
            {u.invited ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">Invited</span> : null}
            {u.twoFactor ? <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-xs text-green-900">2FA</span> : null}
          </Td>
          <Td>{u.email}</Td>
          <Td>{orDash(u.phone)}</Td>
          <Td>
            <Button size="sm" variant="secondary" onClick={() => onChangePassword(u)} aria-label={`Change Password for ${u.name}`}>
              Change Password
            </Button>
          </Td>
          <Td className="space-x-2 whitespace-nowrap">
            <UserRowActions user={u} />
            <Button size="sm" variant="danger" onClick={() => onDelete(u)} aria-label={`Delete ${u.name}`}>
              Delete
            </Button>
          </Td>
        </tr>
      ))}
    </DataTable>
  );
}
