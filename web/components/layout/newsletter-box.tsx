import { useRef, useState, type FormEvent } from 'react';
import { newsletterText as t } from '../../content/contact';
import { ApiRequestError } from '../../lib/api-error';
import { island } from '../../islands/island';
import { loadApiClient } from '../../lib/load-api';

type Message = { kind: 'error' | 'success'; text: string } | null;

/** Footer newsletter sign-up (SPEC.md sections 4, 5 and 8). `apiOrigin`: '' = same origin. */
export function NewsletterBox({ apiOrigin }: { apiOrigin: string }) {
  // One per page (the footer): a fixed id base keeps the server HTML and the island's ids equal.
  const id = 'newsletter';
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setMessage(null);
    if (!email.trim()) {
      setMessage({ kind: 'error', text: t.empty });
      return;
    }
    // The address rule (zod, from the contract) and the client load on the first submit.
    let loaded;
    try {
      loaded = await Promise.all([import('../../../contract/common'), loadApiClient(apiOrigin)]);
    } catch (err) {
      console.error('Newsletter: could not load the form code', err);
      setMessage({ kind: 'error', text: t.failure });
      return;
    }
    const [{ email: emailSchema }, api] = loaded;
    // A malformed address would come back as a 400, which the API also uses for "already subscribed".
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setMessage({ kind: 'error', text: parsed.error.issues[0]?.message ?? t.failure });
      return;
    }
    setBusy(true);
    try {
      await api.subscriptions.create({ email: parsed.data, website: honeypot.current?.value ?? '' });
      setMessage({ kind: 'success', text: t.success });
      setEmail('');
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 400) {
        setMessage({ kind: 'error', text: t.duplicate });
      } else {
        console.error('Newsletter subscription failed', err);
        setMessage({ kind: 'error', text: t.failure });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="space-y-3">
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
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={message?.kind === 'error' ? true : undefined}
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
        className={`min-h-5 text-sm font-medium ${message?.kind === 'success' ? 'text-green-400' : 'text-red-300'}`}
      >
        {message?.text}
      </p>
    </form>
  );
}

export const NewsletterIsland = island('newsletter', NewsletterBox);
