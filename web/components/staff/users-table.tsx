import type { StaffUser } from '../../../contract/two-factor';
import type { PublicUser } from '../../../contract/users';
import { Button } from '~/components/ui/button';
import { tdClass, thClass } from './contacts-table';
import { orDash } from './format';
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
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">Staff accounts</caption>
        <thead className="bg-slate-100">
          <tr>
            {COLUMNS.map((h) => (
              <th key={h} scope="col" className={thClass}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {users.map((u) => (
            <tr key={u._id}>
              <td className={tdClass}>
                <UserAvatar user={u} />
              </td>
              <td className={tdClass}>
                {u.name}
                {u.role === 'admin' ? <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-800">admin</span> : null}
                {/* No password chosen yet: the invitation link is still open. */}
                {u.invited ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">Invited</span> : null}
                {u.twoFactor ? <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-xs text-green-900">2FA</span> : null}
              </td>
              <td className={tdClass}>{u.email}</td>
              <td className={tdClass}>{orDash(u.phone)}</td>
              <td className={tdClass}>
                <Button size="sm" variant="secondary" onClick={() => onChangePassword(u)} aria-label={`Change Password for ${u.name}`}>
                  Change Password
                </Button>
              </td>
              <td className={`${tdClass} space-x-2 whitespace-nowrap`}>
                <UserRowActions user={u} />
                <Button size="sm" variant="danger" onClick={() => onDelete(u)} aria-label={`Delete ${u.name}`}>
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
