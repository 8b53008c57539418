import { useCallback, useEffect, useState } from 'react';
import type { Contact } from '../../../contract/contacts';
import type { Stats } from '../../../contract/stats';
import { ContactDetailsModal } from '../../components/staff/contact-details-modal';
import { ContactsTable } from '../../components/staff/contacts-table';
import { StatCards } from '../../components/staff/stat-cards';
import { useSessionExpired } from '../../components/staff/use-session-expired';
import { Button, buttonClasses } from '../../components/ui/button';
import { useApi } from '../../lib/use-api';
import { site } from '../../content/site';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [{ title: `Admin Dashboard | ${site.name}` }, { name: 'robots', content: 'noindex' }];

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; contacts: Contact[] };

export default function Dashboard() {
  const api = useApi();
  const [stats, setStats] = useState<Stats | null>(null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [viewing, setViewing] = useState<Contact | null>(null);
  const sessionExpired = useSessionExpired();

  const fetchAll = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const [counts, contacts] = await Promise.all([api.stats.get(), api.contacts.list()]);
      setStats(counts);
      setLoad({ state: 'loaded', contacts });
    } catch (err) {
      if (sessionExpired(err)) return;
      // SPEC.md: logged to the console; we also offer a retry instead of an empty table.
      console.error('Failed to load the dashboard', err);
      setLoad({ state: 'failed' });
    }
  }, [api, sessionExpired]);

  useEffect(() => {
    void fetchAll();
  }, [fetchAll]);

  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold text-slate-900">Admin Dashboard</h1>
      <StatCards stats={stats} />
      <section aria-labelledby="contacts-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="contacts-heading" className="text-xl font-semibold text-slate-900">
            Contact Forms
          </h2>
          <a href={api.contacts.csvUrl()} download className={buttonClasses('secondary', 'sm')}>
            Export CSV
          </a>
        </div>
        {load.state === 'loading' ? (
          <p role="status" className="text-slate-700">
            Loading contacts...
          </p>
        ) : load.state === 'failed' ? (
          <div role="alert" className="flex items-center gap-3 text-slate-800">
            <span>Could not load the contact forms.</span>
            <Button size="sm" variant="secondary" onClick={() => void fetchAll()}>
              Retry
            </Button>
          </div>
        ) : (
          <ContactsTable contacts={load.contacts} onView={setViewing} />
        )}
      </section>
      <ContactDetailsModal contact={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
