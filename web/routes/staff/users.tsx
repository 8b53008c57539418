import { useCallback, useEffect, useState } from 'react';
import { data, isRouteErrorResponse, Link } from 'react-router';
import { toast } from 'sonner';
import type { PublicUser } from '../../../contract/users';
import { ChangePasswordModal } from '../../components/staff/change-password-modal';
import { ConfirmDeleteModal } from '../../components/staff/confirm-delete-modal';
import { tdClass, thClass } from '../../components/staff/contacts-table';
import { orDash } from '../../components/staff/format';
import { requireStaffUser } from '../../components/staff/require-user.server';
import { useSessionExpired } from '../../components/staff/use-session-expired';
import { UserAvatar } from '../../components/staff/user-avatar';
import { UserCreateModal } from '../../components/staff/user-create-modal';
import { Button, buttonClasses } from '../../components/ui/button';
import { useApiOrigin } from '../../lib/api-origin';
import { useApi } from '../../lib/use-api';
import { site } from '../../content/site';
import type { Route } from './+types/users';

export const meta: Route.MetaFunction = () => [{ title: `User Management | ${site.name}` }, { name: 'robots', content: 'noindex' }];

/** Admins only: others get a clear 403 page (the API refuses them too). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context);
  if (me.role !== 'admin') throw data({ message: 'Only administrators can manage users' }, { status: 403 });
  return null;
}

export default function Users() {
  const api = useApi();
  const apiOrigin = useApiOrigin();
  const [users, setUsers] = useState<PublicUser[] | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<PublicUser | null>(null);
  const [changing, setChanging] = useState<PublicUser | null>(null);
  const sessionExpired = useSessionExpired();

  const reload = useCallback(async () => {
    try {
      setUsers(await api.users.list());
    } catch (err) {
      if (sessionExpired(err)) return;
      console.warn('Listing users failed', err);
      toast.error('Failed to fetch users');
      setUsers((u) => u ?? []);
    }
  }, [api, sessionExpired]);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function remove() {
    if (!deleting) return;
    const target = deleting;
    try {
      await api.users.remove(target._id);
      setUsers((list) => (list ?? []).filter((u) => u._id !== target._id));
      setDeleting(null);
      toast.success('User deleted successfully');
    } catch (err) {
      setDeleting(null);
      toast.error('Failed to delete user', { description: err instanceof Error ? err.message : undefined });
    }
  }

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
      {users === null ? (
        <p role="status" className="text-slate-700">
          Loading users...
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200">
            <caption className="sr-only">Staff accounts</caption>
            <thead className="bg-slate-100">
              <tr>
                {['Profile', 'Name', 'Email', 'Phone', 'Change Password', 'Actions'].map((h) => (
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
                  </td>
                  <td className={tdClass}>{u.email}</td>
                  <td className={tdClass}>{orDash(u.phone)}</td>
                  <td className={tdClass}>
                    <Button size="sm" variant="secondary" onClick={() => setChanging(u)} aria-label={`Change Password for ${u.name}`}>
                      Change Password
                    </Button>
                  </td>
                  <td className={tdClass}>
                    <Button size="sm" variant="danger" onClick={() => setDeleting(u)} aria-label={`Delete ${u.name}`}>
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <UserCreateModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          toast.success('User created successfully');
          void reload();
        }}
      />
      <ConfirmDeleteModal user={deleting} onCancel={() => setDeleting(null)} onConfirm={remove} />
      <ChangePasswordModal
        user={changing}
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold text-slate-900">User Management</h1>
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
        {forbidden ? 'You do not have permission to manage users. Only administrators can.' : 'Something went wrong while loading this page.'}
      </p>
      <Link to="/dashboard" className="font-medium text-brand-700 underline hover:text-brand-800">
        Back to the dashboard
      </Link>
    </div>
  );
}
