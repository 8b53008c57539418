import { isRouteErrorResponse, Link, useMatches, useRouteError } from 'react-router';
import { Alert } from '~/components/ui/alert';
import type { StaffRefusal } from './staff-context';

/** What a staff screen tells its ErrorBoundary: `export const handle = { staff: { title, failure } } satisfies StaffHandle`. */
export interface StaffHandle {
  staff: {
    /** The screen's heading, kept above a refusal. */
    title: string;
    /** What replaces the page when its data could not be read or a change failed without a message. */
    failure: string;
  };
}

const isStaffHandle = (handle: unknown): handle is StaffHandle =>
  typeof handle === 'object' && handle !== null && 'staff' in handle && typeof (handle as StaffHandle).staff?.title === 'string';

const isRefusal = (value: unknown): value is StaffRefusal =>
  typeof value === 'object' && value !== null && typeof (value as StaffRefusal).message === 'string';

/** A refusal (staffRefusal: requirePermission, or the API's 403 to a page read); other 403s are failures. */
function refusalText(error: unknown): string | null {
  return isRouteErrorResponse(error) && error.status === 403 && isRefusal(error.data) ? error.data.message : null;
}

function BackToDashboard() {
  return (
    <Link to="/dashboard" className="font-medium text-brand-700 underline hover:text-brand-800">
      Back to the dashboard
    </Link>
  );
}

/**
 * Every staff screen's ErrorBoundary (decision 032), rendered inside the staff layout so the
 * navigation stays. A 403 keeps the screen's title and says what the role may not do; any other
 * failure replaces the page with what the loader or action threw (`data(message, …)`), else the
 * screen's `failure` text (SPEC.md). It reads the error itself: the route modules re-export it,
 * and the framework hands props only to an ErrorBoundary declared in the module.
 */
export function StaffErrorBoundary() {
  const error = useRouteError();
  const screen = useMatches()
    .map((match) => match.handle)
    .findLast(isStaffHandle)?.staff;
  const refusal = refusalText(error);
  if (refusal !== null) {
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-bold text-slate-900">{screen?.title ?? 'Not allowed'}</h1>
        <Alert tone="warning">{refusal}</Alert>
        <BackToDashboard />
      </div>
    );
  }
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : (screen?.failure ?? 'Something went wrong');
  return (
    <div className="space-y-4">
      <Alert tone="error">
        <h1 className="text-xl font-semibold">{message}</h1>
      </Alert>
      <BackToDashboard />
    </div>
  );
}
