import { useEffect, useState } from 'react';
import type { Subscription } from '../../../contract/subscriptions';
import { localDate } from '../../components/staff/format';
import { tdClass, thClass } from '../../components/staff/contacts-table';
import { useSessionExpired } from '../../components/staff/use-session-expired';
import { buttonClasses } from '../../components/ui/button';
import { useApi } from '../../lib/use-api';
import { site } from '../../content/site';
import type { Route } from './+types/subscriptions';

export const meta: Route.MetaFunction = () => [{ title: `Subscriptions | ${site.name}` }, { name: 'robots', content: 'noindex' }];

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; items: Subscription[] };

export default function Subscriptions() {
  const api = useApi();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const sessionExpired = useSessionExpired();

  useEffect(() => {
    let live = true;
    api.subscriptions.list().then(
      (items) => live && setLoad({ state: 'loaded', items }),
      (err) => {
        if (!live || sessionExpired(err)) return;
        console.error('Failed to load subscriptions', err);
        setLoad({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, sessionExpired]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Subscriptions</h1>
        <a href={api.subscriptions.csvUrl()} download className={buttonClasses('secondary', 'sm')}>
          Export CSV
        </a>
      </div>
      {load.state === 'loading' ? (
        <p role="status" className="text-slate-700">
          Loading subscriptions...
        </p>
      ) : load.state === 'failed' ? (
        <p role="alert" className="text-red-800">
          Failed to load subscriptions. Please reload the page.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200">
            <caption className="sr-only">Newsletter subscriptions</caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className={thClass}>
                  Email
                </th>
                <th scope="col" className={thClass}>
                  Date
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {load.items.length === 0 ? (
                <tr>
                  <td colSpan={2} className={`${tdClass} text-center`}>
                    No subscriptions yet.
                  </td>
                </tr>
              ) : (
                load.items.map((s) => (
                  <tr key={s._id}>
                    <td className={tdClass}>{s.email}</td>
                    <td className={tdClass}>{localDate(s.createdAt)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
