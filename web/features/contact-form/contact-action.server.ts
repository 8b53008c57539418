import { data, type RouterContextProvider } from 'react-router';
import { createLeadBody, leadCreatedSchema } from '@contract/leads';
import { contactFormText } from '~/content/contact';
import { serverApi } from '~/lib/api/server-api.server';
import { readLeadSourceFields } from '~/features/contact-form/lead-source-fields';
import { tooManyRequestsMessage } from '~/lib/api/errors';
import { schemaFieldErrors } from '~/lib/forms/field-errors';
import { serverFieldErrors } from '~/lib/forms/server-errors';
import { contactFieldNames, readContactForm, toContactBody, type ContactActionData } from './contact-payload';
import { readForm } from '~/lib/read-form.server';
import { FALLBACK_ZONE } from '~/features/booking/time-zones';
import { readNextCalls } from './next-calls';

function noCalls(err: unknown): null {
  console.warn('No call times for the thank-you (no-JS path)', err);
  return null;
}

/**
 * The route action behind the contact form when JavaScript is off: the same contract schema and
 * messages as in the browser, sent through the typed client. With JavaScript the form never posts here.
 */
export async function contactAction(request: Request, context: Readonly<RouterContextProvider>) {
  const formData = await readForm(request);
  const { values, website } = readContactForm(formData);
  const checked = schemaFieldErrors(createLeadBody, toContactBody(values, website), contactFieldNames);
  if (checked.errors) return data<ContactActionData>({ contact: { ok: false, fieldErrors: checked.errors } }, { status: 400 });
  try {
    const source = readLeadSourceFields(formData);
    // Without JavaScript the page is the one the browser posted from.
    const answer = await serverApi(context).leads.create({
      ...checked.data,
      ...source,
      pageUrl: source.pageUrl || (request.headers.get('referer') ?? ''),
    });
    // The reference and promise are extras: an answer without them is still a success (SPEC.md section 7).
    const created = leadCreatedSchema.safeParse(answer).data ?? null;
    // Without JavaScript the visitor's zone is unknown: the times are offered in UTC, and /book lets them change it.
    const calls = created ? await readNextCalls(serverApi(context), FALLBACK_ZONE).catch(noCalls) : null;
    return data<ContactActionData>({ contact: { ok: true, created, calls } });
  } catch (err) {
    const fields = serverFieldErrors(err, contactFieldNames);
    if (fields.length) {
      const fieldErrors = Object.fromEntries(fields.map((f) => [f.field, f.message]));
      return data<ContactActionData>({ contact: { ok: false, fieldErrors } }, { status: 400 });
    }
    const limited = tooManyRequestsMessage(err);
    if (limited) return data<ContactActionData>({ contact: { ok: false, error: limited } }, { status: 429 });
    console.error('Contact form submission failed (no-JS path)', err);
    return data<ContactActionData>({ contact: { ok: false, error: contactFormText.failure } }, { status: 502 });
  }
}
