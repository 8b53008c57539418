import type { Lead } from '@contract/leads';
import { useLocalTime } from '~/lib/use-local-time';
import { orDash } from '~/lib/format';

/** Where the lead came from and what it consented to, as text. */
export function LeadSource({ lead }: { lead: Lead }) {
  const { dateTime: localDateTime } = useLocalTime();
  const utm = [
    ['source', lead.utmSource],
    ['medium', lead.utmMedium],
    ['campaign', lead.utmCampaign],
    ['term', lead.utmTerm],
    ['content', lead.utmContent],
  ]
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  const rows: [string, string][] = [
    ['Form', lead.form === 'home' ? 'Home page' : lead.form === 'contact' ? 'Contact page' : ''],
    ['Sent from', lead.pageUrl],
    ['Landing page', lead.landingPage],
    ['Referrer', lead.referrer],
    ['UTM', utm],
    ['Consent', lead.consentAt ? `${lead.consentNotice} (${localDateTime(lead.consentAt)})` : ''],
    ...(lead.spamReasons ? ([['Spam reasons', lead.spamReasons]] as [string, string][]) : []),
  ];
  return (
    <section aria-labelledby="lead-source-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="lead-source-heading" className="mb-2 font-semibold text-slate-900">
        Source
      </h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="break-words text-slate-900" data-field={label}>
              {orDash(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
