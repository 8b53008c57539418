import { Link } from 'react-router';
import { useLocalTime } from '~/lib/use-local-time';
import type { Lead } from '@contract/leads';
import { DataTable, Td } from '~/components/ui/data-table';
import { StatusChip } from '~/features/leads/lead-list-parts';
import { money, orDash } from '~/lib/format';
import { leadHref } from './links';

/** A person's or company's leads, newest first: each opens in the desk's dialog. */
export function RelatedLeads({
  leads,
  caption,
  currency,
  showPerson = false,
}: {
  leads: Lead[];
  caption: string;
  /** The values' currency: without it, no value column. */
  currency?: string;
  showPerson?: boolean;
}) {
  const { dateTime: localDateTime } = useLocalTime();
  return (
    <DataTable
      caption={caption}
      showCaption
      columns={['Lead', ...(showPerson ? ['Sent by'] : []), 'Service', 'Status', 'Owner', ...(currency ? ['Value'] : []), 'Received']}
      empty={leads.length === 0 ? 'No leads you may see.' : undefined}
    >
      {leads.map((lead) => (
        <tr key={lead._id} data-lead-row={lead._id}>
          <Td className="whitespace-nowrap">
            <Link
              to={leadHref(lead._id)}
              className="font-medium text-brand-800 underline underline-offset-2"
              aria-label={`Open lead ${lead.reference} from ${lead.name}`}
            >
              {lead.reference}
            </Link>
          </Td>
          {showPerson ? <Td className="max-w-56 break-words">{lead.name}</Td> : null}
          <Td>{orDash(lead.service)}</Td>
          <Td>
            <StatusChip status={lead.status} />
          </Td>
          <Td>{lead.ownerName ?? 'Unassigned'}</Td>
          {currency ? <Td className="whitespace-nowrap">{money(lead.value, currency)}</Td> : null}
          <Td className="whitespace-nowrap">
            <time dateTime={lead.createdAt} suppressHydrationWarning>
              {localDateTime(lead.createdAt)}
            </time>
          </Td>
        </tr>
      ))}
    </DataTable>
  );
}
