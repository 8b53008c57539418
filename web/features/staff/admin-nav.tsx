import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import type { PublicUser } from '@contract/users';
import { clearStoredUser } from '~/lib/session';
import { useApi } from '~/lib/api/use-api';
import { Button } from '~/components/ui/button';
import { ChangeOwnPassword } from '../users/change-own-password';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-white/15 text-white underline underline-offset-4' : 'text-slate-100 hover:bg-white/10 hover:text-white'}`;

/** SPEC.md's admin navigation bar: Users (and the Emails outbox) only for admins (the server refuses others anyway); anyone changes their own password. */
export function AdminNav({ user }: { user: PublicUser }) {
  const api = useApi();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await api.auth.logout();
    } catch (err) {
      // Signing out locally still matters when the call fails; the cookie expires on its own.
      console.warn('Logout request failed', err);
    }
    clearStoredUser();
    navigate('/auth/login', { replace: true });
  }

  return (
    <header className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="font-semibold">Staff area</p>
        <nav aria-label="Admin">
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <NavLink to="/dashboard" className={linkClass}>
                Dashboard
              </NavLink>
            </li>
            {user.role === 'admin' ? (
              <>
                <li>
                  <NavLink to="/admin/users" className={linkClass}>
                    Users
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/admin/emails" className={linkClass}>
                    Emails
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/admin/audit" className={linkClass}>
                    Audit log
                  </NavLink>
                </li>
              </>
            ) : null}
            <li>
              <NavLink to="/subscriptions" className={linkClass}>
                Subscriptions
              </NavLink>
            </li>
            <li>
              <NavLink to="/blogs" className={linkClass}>
                Blogs
              </NavLink>
            </li>
            <li>
              <NavLink to="/account/sessions" className={linkClass}>
                Sessions
              </NavLink>
            </li>
            <li>
              <NavLink to="/account/security" className={linkClass}>
                Security
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-slate-200">
            Signed in as <span className="font-medium text-white">{user.name}</span>
          </span>
          <ChangeOwnPassword user={user} />
          <Button variant="secondary" size="sm" onClick={logout} disabled={busy}>
            {busy ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
      </div>
    </header>
  );
}
