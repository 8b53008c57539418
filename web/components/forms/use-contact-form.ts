import { useState, type FormEvent } from 'react';
import { contactFormText as t } from '../../content/contact';
import { loadApiClient } from '../../lib/load-api';
import type { ContactActionData, ContactField } from './contact-payload';

/** The route action's answer when the form was posted without JavaScript; it seeds the states. */
export type ContactAnswer = ContactActionData['contact'];

export type { ContactField } from './contact-payload';

/**
 * The contact form's states (SPEC.md section 4): idle -> submitting -> success or failure.
 * A new attempt clears the previous error but not the success flag, so the thank-you banner
 * keeps priority once shown.
 */
export function useContactForm(apiOrigin: string, fromServer: ContactAnswer | null) {
  const [submitting, setSubmitting] = useState(false);
  const [success, setSuccess] = useState(fromServer?.ok === true);
  const [error, setError] = useState<string | null>(fromServer?.ok === false ? (fromServer.error ?? null) : null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ContactField, string>>>(
    fromServer?.ok === false ? (fromServer.fieldErrors ?? {}) : {},
  );
  // Bumped on success: the form's fields are keyed by it, so they remount with their defaults
  // (form.reset() would pick the first real option of the selects instead of their placeholders).
  const [resetKey, setResetKey] = useState(0);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    setError(null);
    // The validation (zod, from the contract) and the client load on the first submit.
    let loaded;
    try {
      loaded = await Promise.all([import('./contact-payload'), loadApiClient(apiOrigin)]);
    } catch (err) {
      console.error('Contact form: could not load the form code', err);
      setError(t.failure);
      return;
    }
    const [{ readContactForm, validateContact }, api] = loaded;
    const { body, number } = readContactForm(new FormData(form));
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
