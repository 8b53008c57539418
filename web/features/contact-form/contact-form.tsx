import { useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useHydrated } from '~/lib/use-hydrated';
import { CALLING_CODES } from '@contract/calling-codes';
import type { LeadCreated } from '@contract/leads';
import { OTHER_SERVICE, type ContactChoices } from '@contract/contact-choices';
import { contactFormText as t } from '~/content/contact';
import { LeadSourceFields } from '~/features/contact-form/lead-source-fields';
import { island } from '~/islands/island';
import { Alert } from '~/components/ui/alert';
import { Field } from '~/components/ui/field';
import { useContactForm, type ContactAnswer } from './use-contact-form';
import { NextCallsOffer } from './next-calls-offer';
import type { NextCalls } from './next-calls';

interface ContactFormProps {
  /** The page whose route action takes the post when JavaScript is off. */
  action: string;
  /** Where the API is ('' = same origin). */
  apiOrigin: string;
  /** That action's answer, when this page is the reply to such a post. */
  initial: ContactAnswer | null;
  /** The published services and the owner's budget brackets (decision 114), from the page's loader. */
  choices: ContactChoices;
  /** Preselected in the service select (the page linked here with `?service=`). */
  service?: string | null;
}

/** The thank-you (SPEC's line, then the reference, the promise and the confirmation mail) or the failure. */
function ContactFormStatus({
  success,
  created,
  calls,
  error,
}: {
  success: boolean;
  created: LeadCreated | null;
  calls: NextCalls | null;
  error: string | null;
}) {
  return success ? (
    <Alert tone="success" announce={false}>
      <p>{t.success}</p>
      {created ? (
        <p className="mt-1">
          {t.referenceIntro} <strong>{created.reference}</strong>. {t.promise(created.promise)}
        </p>
      ) : null}
      {created?.acknowledged ? <p className="mt-1">{t.acknowledged}</p> : null}
      {created && calls ? <NextCallsOffer reference={created.reference} calls={calls} /> : null}
    </Alert>
  ) : error ? (
    <Alert tone="error" announce={false}>
      {error}
    </Alert>
  ) : null;
}

/**
 * Brings the answer to a send into view and gives it focus (issue 46 point 6): on a phone the thank-you
 * sits above the form, out of sight once the form resets, and people sent twice. Centred, clear of the
 * sticky header; smooth unless the visitor asks for reduced motion.
 */
function revealAnswer(status: HTMLElement) {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  status.scrollIntoView({ block: 'center', behavior: reduced ? 'instant' : 'smooth' });
  status.focus({ preventScroll: true });
}

/** The owner's budget brackets (decision 114); "optional" when the owner does not require one. */
function BudgetField({
  id,
  choices,
  error,
  control: field,
}: {
  id: string;
  choices: ContactChoices;
  error?: string;
  control: UseFormRegisterReturn;
}) {
  const required = choices.budgetRequired;
  return (
    <Field required={required} optional={!required} id={id} label="Budget" error={error}>
      {(control) => (
        <select {...control} {...field} required={required} defaultValue="">
          <option value="" disabled={required}>
            {required ? 'Select a budget' : 'No budget in mind'}
          </option>
          {choices.budgets.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The one contact form, used on the home page and on /contactus (DECISIONS.md: both submit). */
export function ContactForm({ action, apiOrigin, initial, choices, service = null }: ContactFormProps) {
  // One per page: a fixed id base keeps the server HTML and the island's ids equal.
  const id = 'contact';
  const { form, fieldError, honeypot, submitting, success, created, calls, error, answers, onSubmit } = useContactForm(
    apiOrigin,
    initial,
    service,
    choices.budgetRequired,
  );
  // Marks the form once React handles its submit (before that, a post goes to the page's action).
  const hydrated = useHydrated();
  const fid = (f: string) => `${id}-${f}`;
  const { register } = form;
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answers > 0 && status.current) revealAnswer(status.current);
  }, [answers]);
  // The offer of call times arrives just after the thank-you: the grown answer is kept in view.
  useEffect(() => {
    if (calls) status.current?.scrollIntoView({ block: 'nearest' });
  }, [calls]);

  return (
    <form method="post" action={action} onSubmit={onSubmit} data-hydrated={hydrated || undefined} aria-label="Contact form" className="space-y-5">
      {/* Focusable by script only (tabIndex -1): where focus goes once an answer shows. */}
      <div ref={status} role="status" aria-live="polite" tabIndex={-1}>
        <ContactFormStatus success={success} created={created} calls={calls} error={error} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field required id={fid('name')} label="Name" error={fieldError('name')}>
          {(control) => <input {...control} {...register('name')} type="text" required autoComplete="name" maxLength={200} />}
        </Field>
        <Field required id={fid('email')} label="Email" error={fieldError('email')}>
          {(control) => <input {...control} {...register('email')} type="email" required autoComplete="email" maxLength={254} />}
        </Field>
      </div>
      <Field id={fid('company')} label="Company" optional error={fieldError('company')}>
        {(control) => <input {...control} {...register('company')} type="text" autoComplete="organization" maxLength={200} />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-[14rem_1fr]">
        <Field id={fid('country')} label="Country code">
          {(control) => (
            <select {...control} {...register('country')} defaultValue="US">
              {CALLING_CODES.map((c) => (
                <option key={c.value} value={c.value}>
                  {`${c.label} (+${c.code})`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field required id={fid('phone')} label="Phone number" error={fieldError('phoneNumber')}>
          {(control) => (
            <input {...control} {...register('phoneNumber')} type="text" inputMode="tel" required autoComplete="tel-national" maxLength={34} />
          )}
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field required id={fid('service')} label="Service" error={fieldError('service')}>
          {(control) => (
            <select {...control} {...register('service')} required defaultValue={service ?? ''}>
              <option value="" disabled>
                Select a service
              </option>
              {[...new Set([...choices.services, OTHER_SERVICE])].map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Field>
        <BudgetField id={fid('budget')} choices={choices} error={fieldError('budget')} control={register('budget')} />
      </div>
      <Field id={fid('message')} label="Message" optional error={fieldError('message')}>
        {(control) => <textarea {...control} {...register('message')} rows={4} maxLength={10_000} />}
      </Field>
      <div className="flex items-start gap-3">
        <input id={fid('nda')} {...register('RND')} type="checkbox" className="mt-1 h-4 w-4 rounded border-slate-400 text-brand-700" />
        <label htmlFor={fid('nda')} className="text-sm text-slate-800">
          {t.ndaLabel} <span className="text-slate-600">(optional)</span>
        </label>
      </div>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={fid('website')}>Website</label>
        <input ref={honeypot} id={fid('website')} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <LeadSourceFields form={action.startsWith('/contactus') ? 'contact' : 'home'} />
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {submitting ? t.submitting : t.submit}
      </button>
    </form>
  );
}

export const ContactFormIsland = island('contact-form', ContactForm);
