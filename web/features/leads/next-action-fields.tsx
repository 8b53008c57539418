import { useId } from 'react';
import { useFetcher } from 'react-router';
import { NEXT_ACTION_TEXT_MAX, type LeadDetail } from '@contract/leads';
import { Button } from '~/components/ui/button';
import { useActionToast } from '~/features/staff/use-action-toast';
import { isoToLocal, localToIso } from '~/lib/local-time';
import { useHydrated } from '~/lib/use-hydrated';
import type { LeadActionAnswer } from './lead-answer';
import { fieldClass, labelClass } from './form-classes';
import type { PipelineValues } from './pipeline-form-state';

/**
 * The next action's fields in the pipeline form (decision 123): what to do, and when, typed in the
 * browser's zone (people have no zone setting of their own) and posted as an ISO instant.
 */
export function NextActionFields({
  values,
  onChange,
}: {
  values: Pick<PipelineValues, 'nextActionText' | 'nextActionDueAt'>;
  onChange: (values: Partial<PipelineValues>) => void;
}) {
  const hydrated = useHydrated();
  const zoneId = useId();
  return (
    <>
      <label className={labelClass}>
        Next action
        <input
          type="text"
          name="nextActionText"
          maxLength={NEXT_ACTION_TEXT_MAX}
          placeholder="Call back about the quote"
          value={values.nextActionText}
          onChange={(e) => onChange({ nextActionText: e.target.value })}
          className={`${fieldClass} w-64`}
        />
      </label>
      <label className={labelClass}>
        Due
        {/* Typed in the browser's zone and sent as an instant; remounted once hydrated, as the server wrote its own zone. */}
        <input
          key={hydrated ? 'browser' : 'server'}
          type="datetime-local"
          aria-describedby={zoneId}
          value={isoToLocal(values.nextActionDueAt)}
          onChange={(e) => onChange({ nextActionDueAt: localToIso(e.target.value) ?? '' })}
          className={fieldClass}
        />
        <input type="hidden" name="nextActionDueAt" value={values.nextActionDueAt} />
        <span id={zoneId} className="text-xs font-normal text-slate-600" suppressHydrationWarning>
          {hydrated ? `Times in ${Intl.DateTimeFormat().resolvedOptions().timeZone}` : ''}
        </span>
      </label>
    </>
  );
}

/** Later by an hour or a day (decision 123): its own versioned post, so the form's draft stays. */
export function SnoozeButtons({ lead }: { lead: LeadDetail }) {
  const snooze = useFetcher<LeadActionAnswer>();
  useActionToast(snooze);
  const busy = snooze.state !== 'idle';
  return (
    <snooze.Form method="post" className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <input type="hidden" name="intent" value="snooze" />
      <input type="hidden" name="id" value={lead._id} />
      <input type="hidden" name="version" value={lead.version} />
      Snooze the next action:
      <Button type="submit" name="by" value="hour" size="sm" variant="secondary" disabled={busy} className="min-h-11 lg:min-h-0">
        1 hour
      </Button>
      <Button type="submit" name="by" value="day" size="sm" variant="secondary" disabled={busy} className="min-h-11 lg:min-h-0">
        1 day
      </Button>
    </snooze.Form>
  );
}
