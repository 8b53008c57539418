import { useState, type FormEvent } from 'react';
import { buildPhone, createContactBody, type CreateContactBody } from '../../../contract/index';
import { contactFormText as t } from '../../content/contact';
import { useApi } from '../../lib/use-api';

/** Field names of the form; the phone's number input carries the `phone` errors. */
export type ContactField = 'name' | 'email' | 'phone' | 'service' | 'budget' | 'message';

const requiredLabels: Partial<Record<ContactField, string>> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone number',
  service: 'Service',
  budget: 'Budget',
};

/** Reads the form into the API payload (phone built from country and number, NDA as RND). */
export function readContactForm(form: HTMLFormElement): { body: CreateContactBody; number: string } {
  const data = new FormData(form);
  const str = (key: string) => String(data.get(key) ?? '');
  const number = str('phoneNumber').trim();
  return {
    number,
    body: {
      name: str('name'),
      email: str('email'),
      phone: buildPhone(str('country') || 'US', number),
      service: str('service') as CreateContactBody['service'],
      budget: str('budget') as CreateContactBody['budget'],
      message: str('message'),
      RND: data.get('RND') === 'on',
      website: str('website'),
    },
  };
}

/** Required fields left empty, then the contract's own rules; one message per field, naming it. */
export function validateContact(body: CreateContactBody, number: string): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  const raw: Record<string, string> = { name: body.name, email: body.email, phone: number, service: body.service, budget: body.budget };
  for (const [field, label] of Object.entries(requiredLabels)) {
    if (!raw[field]?.trim()) errors[field as ContactField] = `${label} is required`;
  }
  const parsed = createContactBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ContactField;
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

/**
 * The contact form's states (SPEC.md section 4): idle -> submitting -> success or failure.
 * A new attempt clears the previous error but not the success flag, so the thank-you banner
 * keeps priority once shown.
 */
export function useContactForm() {
  const api = useApi();
  const [submitting, setSubmitting] = useState(false);
  const [success, setSuccess] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ContactField, string>>>({});
  // Bumped on success: the form's fields are keyed by it, so they remount with their defaults
  // (form.reset() would pick the first real option of the selects instead of their placeholders).
  const [resetKey, setResetKey] = useState(0);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    setError(null);
    const { body, number } = readContactForm(form);
    const errors = validateContact(body, number);
    setFieldErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) {
      form.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await api.contacts.create(body);
      setSuccess(true);
      setResetKey((k) => k + 1);
    } catch (err) {
      console.error('Contact form submission failed', err);
      setError(t.failure);
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, success, error, fieldErrors, resetKey, onSubmit };
}
