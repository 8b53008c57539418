import { useSearchParams } from 'react-router';
import { pageQuery } from '../../../contract/leads';
import { Pager } from '../../components/leads/pager';
import { localDate } from '../../components/staff/format';
import { tdClass, thClass } from '../../components/staff/contacts-table';
import { staffApi } from '../../components/staff/staff-api.server';
import { buttonClasses } from '../../components/ui/button';
import { useApi } from '../../lib/use-api';
import { site } from '../../content/site';
import type { Route } from './+types/subscriptions';

export const meta: Route.MetaFunction = () => [{ title: `Subscriptions | ${site.name}` }, { name: 'robots', content: 'noindex' }];

/** One page of subscriptions, newest first; ?page= in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = pageQuery.safeParse({ page: new URL(request.url).searchParams.get('page') ?? undefined });
  const { page, pageSize } = parsed.success ? parsed.data : pageQuery.parse({});
  const { items, total } = await staffApi(request, context, (api) => api.subscriptions.page({ page, pageSize }));
  return { items, total, page, pageSize };
}

export default function Subscriptions({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pageSize } = loaderData;
  const api = useApi();
  const [params] = useSearchParams();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Subscriptions</h1>
        <a href={api.subscriptions.csvUrl()} download className={buttonClasses('secondary', 'sm')}>
          Export CSV
        </a>
      </div>
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
            {items.length === 0 ? (
              <tr>
                <td colSpan={2} className={`${tdClass} text-center`}>
                  No subscriptions yet.
                </td>
              </tr>
            ) : (
              items.map((s) => (
                <tr key={s._id}>
                  <td className={tdClass}>{s.email}</td>
                  <td className={tdClass}>{localDate(s.createdAt)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageSize={pageSize} total={total} params={params} label="Subscription pages" />
    </div>
  );
}
