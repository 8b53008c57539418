import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher, useRevalidator, useRouteLoaderData } from 'react-router';
import { Mail, Send } from 'lucide-react';
import { toast } from 'sonner';
import type { NewsletterSend, NewsletterSendList } from '@contract/newsletter';
import { STAFF_LAYOUT_ID } from '~/features/staff/staff-user';
import { useFetcherDone } from '~/features/staff/use-fetcher-done';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import type { NewsletterActionResult } from '~/routes/staff/blog-newsletter';

/** How often the screen asks again while a send is going out. */
const POLL_MS = 2000;

interface NewsletterPanelProps {
  postId: string;
  title: string;
  /** null: the status could not be loaded. */
  newsletter: NewsletterSendList | null;
}

/** The signed-in staff member's address (the staff layout's loader), where a test send goes. */
function useOwnEmail(): string {
  const data = useRouteLoaderData(STAFF_LAYOUT_ID) as { user?: { email: string } } | undefined;
  return data?.user?.email ?? 'your own address';
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Re-runs the page's loaders every few seconds while `active`, so the counts move. */
function useRevalidateWhile(active: boolean) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (latest.current.state === 'idle') void latest.current.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [active]);
}

function SendProgress({ send }: { send: NewsletterSend }) {
  const when = new Date(send.finishedAt ?? send.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  const label = send.test ? 'Test send' : send.status === 'sending' ? 'Sending to subscribers' : `Sent to subscribers on ${when}`;
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <p className="font-medium text-slate-900">{label}</p>
      {send.status === 'sending' && !send.test ? (
        <progress className="mt-2 w-full" max={send.total} value={send.total - send.remaining} aria-label="Newsletter progress" />
      ) : null}
      <p className="mt-1 text-sm text-slate-700">
        {send.sent} sent, {send.failed} failed, {send.remaining} remaining
        {send.skipped ? `, ${send.skipped} skipped (unsubscribed)` : ''} of {send.total}
      </p>
    </li>
  );
}

/** The edit screen's "Send as newsletter": a test send to yourself first, then every confirmed subscriber. */
export function NewsletterPanel({ postId, title, newsletter }: NewsletterPanelProps) {
  const userEmail = useOwnEmail();
  const fetcher = useFetcher<NewsletterActionResult>();
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  const headingId = useId();
  const busy = fetcher.state !== 'idle';
  const sends = newsletter?.sends ?? [];
  const sentBefore = sends.some((s) => !s.test);
  useRevalidateWhile(sends.some((s) => s.status === 'sending'));

  const submit = (body: { test: boolean; resend?: boolean }) =>
    void fetcher.submit(body, { method: 'post', action: `/blogs/edit/${encodeURIComponent(postId)}/newsletter`, encType: 'application/json' });

  useFetcherDone(fetcher, (result) => {
    setConfirming(false);
    if (!result.ok) toast.error(result.error);
    else toast.success(result.test ? `Test sent to ${userEmail}` : 'The newsletter is on its way');
  });

  return (
    <section aria-labelledby={headingId} className="mt-10 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Mail aria-hidden="true" className="size-5" /> Newsletter
      </h2>
      {newsletter === null ? (
        <p className="mt-2 text-slate-700">The newsletter status could not be loaded.</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            Send this post to the {plural(newsletter.confirmedSubscribers, 'confirmed subscriber')}. Send a test to yourself ({userEmail}) first.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button variant="secondary" disabled={busy} onClick={() => submit({ test: true })}>
              <Mail aria-hidden="true" className="size-4" /> Send test to me
            </Button>
            <Button disabled={busy || newsletter.confirmedSubscribers === 0} onClick={() => setConfirming(true)}>
              <Send aria-hidden="true" className="size-4" /> {sentBefore ? 'Send again as newsletter' : 'Send as newsletter'}
            </Button>
          </div>
          <div role="status" aria-live="polite">
            {sends.length ? (
              <ul className="mt-4 space-y-2">
                {sends.slice(0, 5).map((s) => (
                  <SendProgress key={s.id} send={s} />
                ))}
              </ul>
            ) : null}
          </div>
        </>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={sentBefore ? 'Send this post again?' : 'Send this post as a newsletter?'}
        describedBy={textId}
        initialFocus={cancelRef}
        busy={busy}
        footer={
          <>
            <Button ref={cancelRef} variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => submit({ test: false, resend: sentBefore })} disabled={busy}>
              {busy ? 'Sending...' : `Send to ${plural(newsletter?.confirmedSubscribers ?? 0, 'subscriber')}`}
            </Button>
          </>
        }
      >
        <p id={textId} className="text-slate-700">
          “{title}” will be emailed to every confirmed subscriber{sentBefore ? ', including those who already received it' : ''}. This cannot be
          undone.
        </p>
      </Modal>
    </section>
  );
}
