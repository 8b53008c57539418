import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { StaffUser } from '@contract/two-factor';
import { userListQuery } from '@contract/users';
import { ChangePasswordModal } from '~/features/users/change-password-modal';
import { DeleteUserModal } from '~/features/users/delete-user-modal';
import { EditUserModal } from '~/features/users/edit-user-modal';
import { ResetTwoFactorModal } from '~/features/users/reset-two-factor-modal';
import { staffApi } from '~/features/staff/staff-api.server';
import { RequireTwoFactor } from '~/features/users/require-two-factor';
import { UserCreateModal } from '~/features/users/user-create-modal';
import { changeUsers } from '~/features/users/users-action.server';
import { useStaffUser } from '~/features/staff/staff-user';
import { UsersTable } from '~/features/users/users-table';
import { Button, buttonClasses } from '~/components/ui/button';
import { Pager } from '~/components/ui/pager';
import { useApiOrigin } from '~/lib/api/origin';
import { site } from '~/content/site';
import { readListState } from '~/lib/list-state';
import { requirePermission } from '~/features/staff/staff-guard.server';
import type { Route } from './+types/users';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';

export const meta: Route.MetaFunction = () => [{ title: `User Management | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'User Management', failure: 'Something went wrong while loading this page.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

/** The list; admins only (others: the 403 page). SPEC.md: a failure is a toast over an empty table. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, 'users.manage');
  const state = readListState(new URL(request.url).searchParams, userListQuery);
  try {
    const [users, security] = await staffApi(request, context, (api) => Promise.all([api.users.page(state), api.users.securitySettings()]));
    return { users: users.items, total: users.total, state, requireTwoFactor: security.requireTwoFactor, failed: false };
  } catch (err) {
    if (err instanceof Response) throw err;
    console.warn('Listing users failed', err);
    return { users: [] as StaffUser[], total: 0, state, requireTwoFactor: false, failed: true };
  }
}

/** Create, edit or delete a user, and the row actions (user-change.ts); the list reloads by itself afterwards. */
export function action({ request, context }: Route.ActionArgs) {
  return changeUsers(request, context);
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const apiOrigin = useApiOrigin();
  const [params] = useSearchParams();
  const { state, total } = loaderData;
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<StaffUser | null>(null);
  const [resetting, setResetting] = useState<StaffUser | null>(null);
  const [deleting, setDeleting] = useState<StaffUser | null>(null);
  const [changing, setChanging] = useState<StaffUser | null>(null);
  // The staff layout's signed-in user: an admin changing their own password gives the current one.
  const me = useStaffUser();

  useEffect(() => {
    if (loaderData.failed) toast.error('Failed to fetch users');
  }, [loaderData]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">User Management</h1>
        <div className="flex flex-wrap gap-3">
          {/* The site's data as one tar.gz, taken while it runs (docs/deploy.md, Backups). */}
          <a href={`${apiOrigin}/api/admin/backup`} download className={buttonClasses('secondary')}>
            Download Backup
          </a>
          <Button onClick={() => setCreating(true)}>Create New User</Button>
        </div>
      </div>
      <RequireTwoFactor on={loaderData.requireTwoFactor} />
      <UsersTable
        users={loaderData.users}
        meId={me._id}
        onChangePassword={setChanging}
        onEdit={setEditing}
        onResetTwoFactor={setResetting}
        onDelete={setDeleting}
        sorting={{ current: state.sort, params }}
      />
      <Pager page={state.page} pageSize={state.pageSize} total={total} params={params} label="User pages" />
      <UserCreateModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(mode) => {
          setCreating(false);
          toast.success(
            'User created successfully',
            mode === 'invite' ? { description: 'An invitation to choose a password was emailed.' } : undefined,
          );
        }}
      />
      <EditUserModal
        user={editing}
        own={editing?._id === me._id}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          toast.success('User updated');
        }}
      />
      <ResetTwoFactorModal user={resetting} onDone={() => setResetting(null)} />
      <DeleteUserModal user={deleting} me={me._id} people={loaderData.users} onDone={() => setDeleting(null)} />
      {/* Keyed: the form's schema (current password asked or not) is chosen when it mounts. */}
      <ChangePasswordModal
        key={changing?._id === me._id ? 'own' : 'other'}
        user={changing}
        own={changing !== null && changing._id === me._id}
        onClose={() => setChanging(null)}
        onChanged={() => {
          setChanging(null);
          toast.success('Password changed successfully');
        }}
        onFailed={(reason) => toast.error('Failed to change password', { description: reason })}
      />
    </div>
  );
}
