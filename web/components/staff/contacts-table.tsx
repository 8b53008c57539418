import type { Contact } from '../../../contract/contacts';
import { Button } from '~/components/ui/button';
import { localDate, orDash } from './format';

export const thClass = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-700';
export const tdClass = 'px-4 py-3 text-sm text-slate-900';

/** SPEC.md's 'Contact Forms' table. */
export function ContactsTable({ contacts, onView }: { contacts: Contact[]; onView: (contact: Contact) => void }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">Contact Forms</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className={thClass}>
              Name
            </th>
            <th scope="col" className={thClass}>
              Email
            </th>
            <th scope="col" className={thClass}>
              Service
            </th>
            <th scope="col" className={thClass}>
              Date
            </th>
            <th scope="col" className={thClass}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {contacts.length === 0 ? (
            <tr>
              <td colSpan={5} className={`${tdClass} text-center text-slate-700`}>
                No contact submissions yet.
              </td>
            </tr>
          ) : (
            contacts.map((c) => (
              <tr key={c._id}>
                <td className={`${tdClass} break-words`}>{c.name}</td>
                <td className={tdClass}>{c.email}</td>
                <td className={tdClass}>{orDash(c.service)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{localDate(c.createdAt)}</td>
                <td className={tdClass}>
                  <Button size="sm" onClick={() => onView(c)} aria-label={`View contact from ${c.name}`}>
                    View
                  </Button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
