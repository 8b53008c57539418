import { data, type AppLoadContext } from 'react-router';
import { contactFormText } from '../../content/contact';
import { serverApi } from '../../lib/api.server';
import { readContactForm, validateContact, type ContactActionData } from './contact-payload';

/**
 * The route action behind the contact form when JavaScript is off: the same payload and checks
 * as in the browser, sent through the typed client. With JavaScript the form never posts here.
 */
export async function contactAction(request: Request, context: AppLoadContext) {
  const { body, number } = readContactForm(await request.formData());
  const fieldErrors = validateContact(body, number);
  if (Object.keys(fieldErrors).length) return data<ContactActionData>({ contact: { ok: false, fieldErrors } }, { status: 400 });
  try {
    // Without JavaScript the page is the one the browser posted from.
    await serverApi(context).contacts.create({ ...body, pageUrl: body.pageUrl || (request.headers.get('referer') ?? '') });
    return data<ContactActionData>({ contact: { ok: true } });
  } catch (err) {
    console.error('Contact form submission failed (no-JS path)', err);
    return data<ContactActionData>({ contact: { ok: false, error: contactFormText.failure } }, { status: 502 });
  }
}
