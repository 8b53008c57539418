import { useRef, useState, type FormEvent } from 'react';
import { contactFormText as t } from '~/content/contact';
import { tooManyRequestsMessage } from '~/lib/api/errors';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { loadApiClient } from '~/lib/api/load-client';
import { readLeadSourceFields } from '~/features/contact-form/lead-source-fields';
import type { LeadCreated } from '@contract/leads';
import { browserTimeZone } from '~/features/calls/calendar';
import { chosenZone } from '~/features/booking/time-zones';
import { readNextCalls, type NextCalls } from './next-calls';
import { contactDefaults, contactFieldNames, toContactBody, type ContactActionData, type ContactValues } from './contact-payload';

/** The route action's answer when the form was posted without JavaScript; it seeds the states. */
export type ContactAnswer = ContactActionData['contact'];

export type { ContactField } from './contact-payload';

/**
 * The contact form's states (SPEC.md section 4): idle -> submitting -> success or failure.
 * A new attempt clears the previous error but not the success flag, so the thank-you banner
 * keeps priority once shown. The contract schema and the API client load on the first submit.
 */
export function useContactForm(apiOrigin: string, fromServer: ContactAnswer | null, service: string | null = null, budgetRequired = true) {
  const [success, setSuccess] = useState(fromServer?.ok === true);
  // The reference and reply promise of the enquiry just sent, for the thank-you.
  const [created, setCreated] = useState<LeadCreated | null>(fromServer?.ok === true ? fromServer.created : null);
  // The soonest free call times, offered with the thank-you (issue 47 point 3).
  const [calls, setCalls] = useState<NextCalls | null>(fromServer?.ok === true ? (fromServer.calls ?? null) : null);
  const [error, setError] = useState<string | null>(fromServer?.ok === false ? (fromServer.error ?? null) : null);
  // Counts the answers to this page's sends: each new one is brought into view (the form above resets).
  const [answers, setAnswers] = useState(0);
  const honeypot = useRef<HTMLInputElement>(null);
  // The first-touch source travels in hidden fields (LeadSourceFields), outside the schema's values.
  const source = useRef<ReturnType<typeof readLeadSourceFields> | null>(null);
  const { form, fieldError, submit } = useSchemaForm({
    schema: () => import('@contract/leads').then((m) => (budgetRequired ? m.createLeadBodyWithBudget : m.createLeadBody)),
    defaultValues: service ? { ...contactDefaults, service } : contactDefaults,
    toBody: (values: ContactValues) => toContactBody(values),
    fieldNames: contactFieldNames,
    initialErrors: fromServer?.ok === false ? fromServer.fieldErrors : undefined,
  });

  const send = submit(
    async (body) => {
      const [api, { leadCreatedSchema }] = await Promise.all([loadApiClient(apiOrigin), import('@contract/leads')]);
      const answer = await api.leads.create({ ...body, ...source.current, website: honeypot.current?.value ?? '' });
      // SPEC's form reads no answer: one without the reference is still a success.
      const lead = leadCreatedSchema.safeParse(answer).data ?? null;
      setCreated(lead);
      setSuccess(true);
      setAnswers((n) => n + 1);
      form.reset();
      // Offered for the enquiry after the thank-you shows, in the browser's zone; without them the thank-you stands alone.
      if (lead)
        readNextCalls(api, chosenZone(browserTimeZone())).then(setCalls, (err: unknown) => console.warn('No call times for the thank-you', err));
    },
    (err) => {
      console.error('Contact form submission failed', err);
      setError(tooManyRequestsMessage(err) ?? t.failure);
      setAnswers((n) => n + 1);
    },
  );

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    setError(null);
    source.current = readLeadSourceFields(new FormData(e.currentTarget));
    return send(e);
  }

  return { form, fieldError, honeypot, submitting: form.formState.isSubmitting, success, created, calls, error, answers, onSubmit };
}
