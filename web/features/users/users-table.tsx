import { ROLE_LABELS } from '@contract/roles';
import { useLocalTime } from '~/lib/use-local-time';
import type { StaffUser } from '@contract/two-factor';
import { Button } from '~/components/ui/button';
import { DataTable, Td, type Column, type Sorting } from '~/components/ui/data-table';
import { orDash } from '~/lib/format';
import { UserAvatar } from './user-avatar';
import { UserRowActions, type RowActionHandlers } from './user-row-actions';

const COLUMNS: Column[] = [
  'Profile',
  { label: 'Name', sort: 'name' },
  { label: 'Email', sort: 'email' },
  'Phone',
  { label: 'Role', sort: 'role' },
  'Sign-in',
  'Last sign-in',
  'Status',
  'Change Password',
  'Actions',
];

const chip = 'ml-1 inline-block rounded px-1.5 py-0.5 text-xs';

/** How the person signs in besides the password: app codes, passkeys, single sign-on. */
function SignInMethods({ user }: { user: StaffUser }) {
  const methods = [
    user.twoFactor ? (
      <span key="2fa" className={`${chip} bg-green-100 text-green-900`}>
        2FA
      </span>
    ) : null,
    user.passkeys ? (
      <span key="passkeys" className={`${chip} bg-green-100 text-green-900`}>
        {user.passkeys === 1 ? '1 passkey' : `${user.passkeys} passkeys`}
      </span>
    ) : null,
    user.sso ? (
      <span key="sso" className={`${chip} bg-sky-100 text-sky-900`}>
        SSO
      </span>
    ) : null,
  ].filter(Boolean);
  return methods.length ? <>{methods}</> : <span className="text-slate-700">Password</span>;
}

/**
 * SPEC.md's user table (profile, name, email, phone with a dash if empty, Change Password, Delete),
 * with each person's role, sign-in methods, last sign-in and status. `meId`: one's own row offers
 * neither Delete nor Reset 2FA.
 */
export function UsersTable({
  users,
  meId,
  onChangePassword,
  sorting,
  ...handlers
}: {
  users: StaffUser[];
  meId: string;
  onChangePassword: (u: StaffUser) => void;
  sorting?: Sorting;
} & RowActionHandlers) {
  const { dateTime: localDateTime } = useLocalTime();
  return (
    <DataTable caption="Staff accounts" columns={COLUMNS} sorting={sorting}>
      {users.map((u) => (
        <tr key={u._id} id={`user-${u._id}`} className="target:bg-amber-50">
          <Td>
            <UserAvatar user={u} />
          </Td>
          <Td>
            {u.name}
            {u._id === meId ? <span className="ml-2 text-xs text-slate-700">(you)</span> : null}
            {u.role === 'admin' ? <span className={`${chip} bg-slate-200 text-slate-800`}>admin</span> : null}
          </Td>
          <Td>{u.email}</Td>
          <Td>{orDash(u.phone)}</Td>
          <Td data-role={u.role}>{ROLE_LABELS[u.role]}</Td>
          <Td className="whitespace-nowrap">
            <SignInMethods user={u} />
          </Td>
          <Td>{u.lastSignInAt ? <time dateTime={u.lastSignInAt}>{localDateTime(u.lastSignInAt)}</time> : 'Never'}</Td>
          <Td>
            {/* No password chosen and never signed in: the invitation link is still open. */}
            {u.status === 'invited' ? (
              <span className={`${chip} ml-0 bg-amber-100 text-amber-900`}>Invited</span>
            ) : (
              <span className={`${chip} ml-0 bg-slate-100 text-slate-800`}>Active</span>
            )}
          </Td>
          <Td>
            <Button size="sm" variant="secondary" onClick={() => onChangePassword(u)} aria-label={`Change Password for ${u.name}`}>
              Change Password
            </Button>
          </Td>
          <Td>
            {/* The buttons wrap within the column rather than push it out of a 1366 px screen (issue 48). */}
            <div className="flex flex-wrap gap-2 [&>button]:whitespace-nowrap">
              <UserRowActions user={u} own={u._id === meId} {...handlers} />
            </div>
          </Td>
        </tr>
      ))}
    </DataTable>
  );
}
