import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '~/components/ui/button';
import { useActionToast } from '~/features/staff/use-action-toast';
import type { LeadActionAnswer } from './lead-answer';
import { fieldClass, labelClass } from './lead-pipeline';

/** A new note: its draft lives in state, emptied only once the note is saved (a reload or a conflict elsewhere keeps it). */
export function LeadNoteForm({ leadId }: { leadId: string }) {
  const note = useFetcher<LeadActionAnswer>();
  const [text, setText] = useState('');
  useActionToast(note, (answer) => {
    if (answer.ok) setText('');
  });
  return (
    <note.Form method="post" className="mt-4 flex flex-col gap-2">
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="id" value={leadId} />
      <label className={labelClass}>
        New note
        <textarea name="text" rows={3} required maxLength={5000} value={text} onChange={(e) => setText(e.target.value)} className={fieldClass} />
      </label>
      <div>
        <Button type="submit" size="sm" variant="secondary" disabled={note.state !== 'idle'} className="min-h-11 lg:min-h-0">
          {note.state !== 'idle' ? 'Adding...' : 'Add note'}
        </Button>
      </div>
    </note.Form>
  );
}
