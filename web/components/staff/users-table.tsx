import type { PublicUser } from '../../../contract/users';
import { Button } from '~/components/ui/button';
import { DataTable, Td } from '~/components/ui/data-table';
import { orDash } from './format';
import { UserAvatar } from './user-avatar';

const COLUMNS = ['Profile', 'Name', 'Email', 'Phone', 'Change Password', 'Actions'];

/** SPEC.md's user table: profile, name, email, phone (dash if empty), Change Password, Delete. */
export function UsersTable({
  users,
  onChangePassword,
  onDelete,
}: {
  users: PublicUser[];
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
          </Td>
          <Td>{u.email}</Td>
          <Td>{orDash(u.phone)}</Td>
          <Td>
            <Button size="sm" variant="secondary" onClick={() => onChangePassword(u)} aria-label={`Change Password for ${u.name}`}>
              Change Password
            </Button>
          </Td>
          <Td>
            <Button size="sm" variant="danger" onClick={() => onDelete(u)} aria-label={`Delete ${u.name}`}>
              Delete
            </Button>
          </Td>
        </tr>
      ))}
    </DataTable>
  );
}
