import { useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import { newsletterText as t } from '~/content/contact';
import { ApiRequestError, tooManyRequestsMessage } from '~/lib/api/errors';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { island } from '~/islands/island';
import { loadApiClient } from '~/lib/api/load-client';
import { NEWSLETTER_ID, NEWSLETTER_PATH, type NewsletterMessage } from './newsletter-message';

interface NewsletterBoxProps {
  /** Where the API is ('' = same origin). */
  apiOrigin: string;
  /** The answer of a post sent without JavaScript, when this page is the reply to one. */
  initial?: NewsletterMessage | null;
}

/**
 * Footer newsletter sign-up (SPEC.md sections 4, 5 and 8). With JavaScript it posts to the API
 * (the contract schema and the client load on the first submit); without, the form posts to the
 * /newsletter page's action, which answers with the same messages.
 */
export function NewsletterBox({ apiOrigin, initial = null }: NewsletterBoxProps) {
  // One per page (the footer): a fixed id base keeps the server HTML and the island's ids equal.
  const id = NEWSLETTER_ID;
  const [message, setMessage] = useState<NewsletterMessage | null>(initial);
  const honeypot = useRef<HTMLInputElement>(null);
  // Marks the form once its island runs (it hydrates when the browser is idle): until then a submit
  // is the no-JavaScript post. Browser tests wait for it before testing the script's path.
  const hydrated = useHydrated();
  const { form, fieldError, submit } = useSchemaForm({
    schema: () => import('@contract/subscriptions').then((m) => m.createSubscriptionBody),
    defaultValues: { email: '' },
  });
  const send = submit(
    async (body) => {
      const api = await loadApiClient(apiOrigin);
      await api.subscriptions.create({ ...body, website: honeypot.current?.value ?? '' });
      setMessage({ kind: 'success', text: t.success });
      form.reset();
    },
    (err) => {
      const limited = tooManyRequestsMessage(err);
      if (err instanceof ApiRequestError && err.status === 400) setMessage({ kind: 'error', text: t.duplicate });
      else if (limited) setMessage({ kind: 'error', text: limited });
      else {
        console.error('Newsletter subscription failed', err);
        setMessage({ kind: 'error', text: t.failure });
      }
    },
  );

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    setMessage(null);
    return send(e);
  }

  const emailError = fieldError('email');
  const shown: NewsletterMessage | null = emailError ? { kind: 'error', text: emailError } : message;
  const busy = form.formState.isSubmitting;

  return (
    <form
      id={id}
      method="post"
      action={`${NEWSLETTER_PATH}#${id}`}
      onSubmit={onSubmit}
      noValidate
      data-hydrated={hydrated || undefined}
      aria-labelledby={`${id}-title`}
      className="space-y-3"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-white">
        {t.title}
      </h2>
      <p className="text-sm text-slate-300">{t.text}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          {...form.register('email')}
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          aria-invalid={shown?.kind === 'error' ? true : undefined}
          aria-describedby={`${id}-message`}
          className="min-w-0 flex-1 rounded-md border border-slate-500 bg-navy-800 px-3 py-2 text-sm text-white placeholder:text-slate-400"
        />
        <input
          ref={honeypot}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          defaultValue=""
          className="absolute -left-[9999px] h-px w-px opacity-0"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-accent-500 px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-amber-400 disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? t.submitting : t.submit}
        </button>
      </div>
      <p
        id={`${id}-message`}
        aria-live="polite"
        className={`min-h-5 text-sm font-medium ${shown?.kind === 'success' ? 'text-green-400' : 'text-red-300'}`}
      >
        {shown?.text}
      </p>
    </form>
  );
}

export const NewsletterIsland = island('newsletter', NewsletterBox);
