import { useEffect } from 'react';
import { AdminNav } from '~/features/staff/admin-nav';
import { StaffOutlet } from '~/features/staff/staff-outlet';
import { Toaster } from '~/components/ui/toaster';
import { staffGuard, staffUser } from '~/features/staff/staff-guard.server';
import { storeUser } from '~/lib/session';
import type { Route } from './+types/layout';

/** The guard: once per request, the server is asked who is signed in; nobody -> sign-in, then back here. */
export const middleware: Route.MiddlewareFunction[] = [staffGuard];

/** The signed-in user for the navigation and useStaffUser(); the guard already asked. */
export function loader({ context }: Route.LoaderArgs) {
  return { user: staffUser(context) };
}

// Staff pages are private: never indexed, never cached by shared caches.
export function headers() {
  return { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'private, no-store' };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  // Keep SPEC.md's local-storage copy in step with the server session (e.g. signed in on another tab).
  useEffect(() => storeUser(user), [user]);

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      {/* React hoists this into <head> for every staff screen, whatever their own meta says. */}
      <meta name="robots" content="noindex" />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <AdminNav user={user} />
      <main id="main" className="mx-auto w-full min-w-0 max-w-7xl flex-1 px-4 py-5 lg:py-8">
        <StaffOutlet />
      </main>
      <Toaster />
    </div>
  );
}
