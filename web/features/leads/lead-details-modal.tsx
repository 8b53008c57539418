import type { ReactNode } from 'react';
import { useLocalTime } from '~/lib/use-local-time';
import type { Contact } from '@contract/leads';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import { DASH, orDash } from '~/lib/format';

/** SPEC.md's 'Contact Details' modal, full-screen below 1024 px (a lead on a phone). Every value is rendered as text (React escapes it). */
export function LeadDetailsModal({ lead, onClose, children }: { lead: Contact | null; onClose: () => void; children?: ReactNode }) {
  const { dateTime: localDateTime } = useLocalTime();
  const rows: Array<[string, string]> = lead
    ? [
        ['Name', orDash(lead.name)],
        ['Email', orDash(lead.email)],
        ['Phone', orDash(lead.phone)],
        ['Service', orDash(lead.service)],
        ['Budget', orDash(lead.budget)],
        ['R&D Inquiry', lead.RND ? 'Yes' : 'No'],
      ]
    : [];
  return (
    <Modal
      open={lead !== null}
      onClose={onClose}
      title="Contact Details"
      size="2xl"
      fullScreenBelow="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {lead ? (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-700">{label}</dt>
              <dd className="break-words text-slate-900" data-field={label}>
                {value}
              </dd>
            </div>
          ))}
          <div className="contents">
            <dt className="font-semibold text-slate-700">Message</dt>
            <dd className="whitespace-pre-wrap break-words text-slate-900" data-field="Message">
              {lead.message.trim() ? lead.message : DASH}
            </dd>
          </div>
          <div className="contents">
            <dt className="font-semibold text-slate-700">Submitted On</dt>
            <dd className="text-slate-900" data-field="Submitted On">
              {localDateTime(lead.createdAt)}
            </dd>
          </div>
        </dl>
      ) : null}
      {lead ? children : null}
    </Modal>
  );
}
