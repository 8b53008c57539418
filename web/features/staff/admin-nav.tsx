import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { Menu } from 'lucide-react';
import { can, type Permission, type Role } from '@contract/roles';
import type { PublicUser } from '@contract/users';
import { clearStoredUser } from '~/lib/session';
import { useApi } from '~/lib/api/use-api';
import { Button } from '~/components/ui/button';
import { ChangeOwnPassword } from '../users/change-own-password';

type Layout = 'row' | 'menu';

const linkClass =
  (layout: Layout) =>
  ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 text-sm font-medium ${layout === 'menu' ? 'flex min-h-11 items-center' : 'inline-block py-2'} ${
      isActive ? 'bg-white/15 text-white underline underline-offset-4' : 'text-slate-100 hover:bg-white/10 hover:text-white'
    }`;

interface NavItem {
  to: string;
  label: string;
  /** Shown only to roles holding it (decision 055); none: every staff member. */
  permission?: Permission;
}

/** SPEC.md's admin navigation, each link for the roles that may use its screen (the server refuses others anyway). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/dashboard/board', label: 'Board', permission: 'leads.work' },
  { to: '/dashboard/analytics', label: 'Analytics', permission: 'analytics.read' },
  { to: '/admin/users', label: 'Users', permission: 'users.manage' },
  { to: '/admin/emails', label: 'Emails', permission: 'outbox.read' },
  { to: '/admin/audit', label: 'Audit log', permission: 'audit.read' },
  { to: '/admin/replies', label: 'Saved replies', permission: 'leads.all' },
  { to: '/admin/webhooks', label: 'Webhooks', permission: 'webhooks.manage' },
  { to: '/admin/api-keys', label: 'API keys', permission: 'api-keys.manage' },
  { to: '/admin/redirects', label: 'Redirects', permission: 'redirects.manage' },
  { to: '/subscriptions', label: 'Subscriptions', permission: 'subscribers.read' },
  { to: '/blogs', label: 'Blogs', permission: 'posts.write' },
  { to: '/admin/site', label: 'Site', permission: 'content.manage' },
  { to: '/account/sessions', label: 'Sessions' },
  { to: '/account/security', label: 'Security' },
  { to: '/account/notifications', label: 'Notifications' },
  { to: '/account/profile', label: 'Profile' },
  { to: '/account/calls', label: 'Calls', permission: 'leads.work' },
];

/** The links a role sees. */
export const navItemsFor = (role: Role) => NAV_ITEMS.filter((item) => !item.permission || can(role, item.permission));

function NavLinks({ user, layout }: { user: PublicUser; layout: Layout }) {
  const items = navItemsFor(user.role);
  return (
    <nav aria-label="Admin">
      <ul className={layout === 'menu' ? 'grid grid-cols-2 gap-1' : 'flex flex-wrap items-center gap-1'}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/dashboard'} className={linkClass(layout)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Account({ user, onLogout, busy }: { user: PublicUser; onLogout: () => void; busy: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm text-slate-200">
        Signed in as <span className="font-medium text-white">{user.name}</span>
      </span>
      <ChangeOwnPassword user={user} />
      <Button variant="secondary" size="sm" onClick={onLogout} disabled={busy}>
        {busy ? 'Logging out...' : 'Logout'}
      </Button>
    </div>
  );
}

/**
 * The staff header. From 1024 px the links and the account controls sit in one row; below, they
 * fold into a "Menu" disclosure (a native <details>, so it opens before the page's script has
 * loaded, and from the keyboard) that closes again after each navigation. Only one of the two
 * copies is ever displayed, so assistive technology meets one "Admin" navigation (decision 044).
 */
export function AdminNav({ user }: { user: PublicUser }) {
  const api = useApi();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname, search]);

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
    <header className="relative bg-navy-900 text-white">
      <div className="mx-auto hidden max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 lg:flex" data-staff-nav="row">
        <p className="font-semibold">Staff area</p>
        <NavLinks user={user} layout="row" />
        <Account user={user} onLogout={logout} busy={busy} />
      </div>
      <div className="flex min-h-14 items-center justify-between gap-3 px-4 lg:hidden">
        <p className="font-semibold">Staff area</p>
        <details ref={menu} className="group" data-staff-nav="menu">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-white/30 px-3 text-sm font-medium group-open:bg-white/15 [&::-webkit-details-marker]:hidden">
            <Menu aria-hidden="true" className="size-5" />
            Menu
          </summary>
          {/* Laid over the page under the header (which is its containing block), full width. */}
          <div className="absolute inset-x-0 top-full z-40 space-y-4 border-t border-white/15 bg-navy-900 px-4 pb-4 pt-3 shadow-lg">
            <NavLinks user={user} layout="menu" />
            <Account user={user} onLogout={logout} busy={busy} />
          </div>
        </details>
      </div>
    </header>
  );
}
