import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { LeadDetail } from '@contract/leads';
import type { SavedReply } from '@contract/saved-replies';
import { Button } from '~/components/ui/button';
import { useStaffUser } from '~/features/staff/staff-user';
import { useActionToast } from '~/features/staff/use-action-toast';
import type { LeadActionAnswer } from './lead-answer';
import { fieldClass, labelClass } from './lead-pipeline';
import { defaultSubject, fillPlaceholders } from './saved-reply-text';

/**
 * A reply to the visitor, sent from the site (From MAIL_FROM) and kept on the lead. Its Reply-To is the
 * lead's routing address when INBOUND_ADDRESS is set (`repliesToDesk`: the answer lands on the lead and
 * its owner is mailed, decision 129), else the person writing, and the note under the form says which. A saved reply fills Subject and Text with the lead's values already in, so what the
 * person sees and edits is what is sent. The draft lives in state: only a sent reply empties it.
 */
export function LeadReply({ lead, savedReplies, repliesToDesk }: { lead: LeadDetail; savedReplies: SavedReply[]; repliesToDesk: boolean }) {
  const reply = useFetcher<LeadActionAnswer>();
  const me = useStaffUser();
  const [savedReplyId, setSavedReplyId] = useState('');
  const [subject, setSubject] = useState(() => defaultSubject(lead.reference));
  const [text, setText] = useState('');
  const headingId = useId();
  useActionToast(reply, (answer) => {
    if (!answer.ok) return;
    setSavedReplyId('');
    setSubject(defaultSubject(lead.reference));
    setText('');
  });

  function choose(id: string) {
    setSavedReplyId(id);
    const saved = savedReplies.find((r) => r._id === id);
    if (!saved) return;
    const values = { name: lead.name, service: lead.service, reference: lead.reference, staffName: me.name };
    setSubject(fillPlaceholders(saved.subject, values));
    setText(fillPlaceholders(saved.body, values));
  }

  const busy = reply.state !== 'idle';
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="mb-2 font-semibold text-slate-900">
        Reply to {lead.email}
      </h3>
      {lead.status === 'spam' ? (
        <p className="text-sm text-slate-700">Restore the lead (Not spam) before replying.</p>
      ) : (
        <reply.Form method="post" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="id" value={lead._id} />
          {savedReplies.length > 0 ? (
            <label className={labelClass}>
              Saved reply
              <select name="savedReplyId" value={savedReplyId} onChange={(e) => choose(e.target.value)} className={fieldClass}>
                <option value="">None</option>
                {savedReplies.map((r) => (
                  <option key={r._id} value={r._id}>
                    {r.title}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className={labelClass}>
            Subject
            <input name="subject" required maxLength={200} value={subject} onChange={(e) => setSubject(e.target.value)} className={fieldClass} />
          </label>
          <label className={labelClass}>
            Text
            <textarea
              name="text"
              rows={6}
              required
              maxLength={20_000}
              value={text}
              onChange={(e) => setText(e.target.value)}
              className={fieldClass}
            />
          </label>
          <p className="text-xs text-slate-700">
            {repliesToDesk ? 'Answers to it come back to this lead, and its owner gets a mail.' : `Replies to it come back to ${me.email}.`}
          </p>
          <div>
            <Button type="submit" size="sm" disabled={busy} className="min-h-11 lg:min-h-0">
              {busy ? 'Sending...' : 'Send reply'}
            </Button>
          </div>
        </reply.Form>
      )}
    </section>
  );
}
