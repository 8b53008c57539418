import type { Contact } from '@contract/leads';
import { Button } from '~/components/ui/button';
import { DataTable, Td } from '~/components/ui/data-table';
import { localDate, orDash } from '~/lib/format';

/** SPEC.md's 'Contact Forms' table: one row per lead, in SPEC's contact shape. */
export function LeadsTable({ leads, onView }: { leads: Contact[]; onView: (lead: Contact) => void }) {
  return (
    <DataTable
      caption="Contact Forms"
      columns={['Name', 'Email', 'Service', 'Date', 'Actions']}
      empty={leads.length === 0 ? 'No contact submissions yet.' : undefined}
    >
      {leads.map((c) => (
        <tr key={c._id}>
          <Td className="break-words">{c.name}</Td>
          <Td>{c.email}</Td>
          <Td>{orDash(c.service)}</Td>
          <Td className="whitespace-nowrap">{localDate(c.createdAt)}</Td>
          <Td>
            <Button size="sm" onClick={() => onView(c)} aria-label={`View contact from ${c.name}`}>
              View
            </Button>
          </Td>
        </tr>
      ))}
    </DataTable>
  );
}
