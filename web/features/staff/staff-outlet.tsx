import { Outlet, useLocation, useNavigation } from 'react-router';
import { pendingView } from './pending-view';

/**
 * The staff layout's outlet. Pages arrive from the server with their data; while a link leads to
 * another staff screen and its loader runs, that screen's loading view stands in for the old one.
 */
export function StaffOutlet() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = navigation.state === 'loading' && !navigation.formMethod && navigation.location.pathname !== pathname;
  if (!leaving) return <Outlet />;
  const view = pendingView(navigation.location.pathname);
  return (
    <div>
      {view.heading && <h1 className="mb-6 text-2xl font-bold text-slate-900">{view.heading}</h1>}
      <p role="status" className="text-slate-700">
        {view.text}
      </p>
    </div>
  );
}
