import { useState } from 'react';
import { Form, Link, useFetcher, type FetcherWithComponents } from 'react-router';
import { MERGE_UNDO_DAYS, type MergedInto, type MergedPerson, type Person, type PersonDetail } from '@contract/people';
import { Alert } from '~/components/ui/alert';
import { Button, buttonClasses } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DataTable, Td } from '~/components/ui/data-table';
import { Field } from '~/components/ui/field';
import { personHref } from './links';
import { useActionToast, type ActionAnswer } from '~/features/staff/use-action-toast';
import { orDash } from '~/lib/format';
import { useLocalTime } from '~/lib/use-local-time';

/** The search field's name in the page's query: the people found are offered to merge in. */
export const DUPLICATES_PARAM = 'duplicates';

const stillUndoable = (undoUntil: string) => Date.parse(undoUntil) > Date.now();

type UndoFetcher = FetcherWithComponents<ActionAnswer>;

/**
 * The page's one fetcher for undoing merges, with its toast: held by the page, because the undone
 * merge's row or notice leaves the page with the answer.
 */
export function useUndoMerge(): UndoFetcher {
  const undo = useFetcher<ActionAnswer>();
  useActionToast(undo);
  return undo;
}

/** One undo button: the person page's action moves the merge's leads back. */
function UndoMerge({ undo, mergeId, name }: { undo: UndoFetcher; mergeId: string; name: string }) {
  return (
    <undo.Form method="post">
      <input type="hidden" name="intent" value="undo" />
      <input type="hidden" name="mergeId" value={mergeId} />
      <Button type="submit" variant="secondary" size="sm" disabled={undo.state !== 'idle'} aria-label={`Undo the merge of ${name}`}>
        {undo.state !== 'idle' ? 'Undoing...' : 'Undo merge'}
      </Button>
    </undo.Form>
  );
}

/** On a merged person: where their address and leads are now, and the undo while it is allowed. */
export function MergedIntoNotice({ into, undo }: { into: MergedInto; undo: UndoFetcher | null }) {
  const { date, dateTime } = useLocalTime();
  return (
    <Alert tone="info">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          Merged into{' '}
          <Link to={personHref(into._id)} className="font-semibold underline underline-offset-2">
            {into.name || into.email}
          </Link>{' '}
          by {into.mergedByName} on <span suppressHydrationWarning>{dateTime(into.mergedAt)}</span>: their leads and later enquiries from this address
          are there.
          {stillUndoable(into.undoUntil) ? (
            <>
              {' '}
              It can be undone until <span suppressHydrationWarning>{date(into.undoUntil)}</span>.
            </>
          ) : null}
        </p>
        {undo && stillUndoable(into.undoUntil) ? <UndoMerge undo={undo} mergeId={into.mergeId} name={into.name || into.email} /> : null}
      </div>
    </Alert>
  );
}

/** The people merged into this one: their addresses, who merged them, and each merge's undo. */
export function MergedFromList({ people, undo }: { people: MergedPerson[]; undo: UndoFetcher | null }) {
  const { dateTime } = useLocalTime();
  if (people.length === 0) return null;
  return (
    <DataTable caption="Merged into this person" showCaption columns={['Email', 'Name', 'Phone', 'Merged', ...(undo ? ['Undo'] : [])]}>
      {people.map((p) => (
        <tr key={p.mergeId}>
          <Td className="break-all">{p.email}</Td>
          <Td>{orDash(p.name)}</Td>
          <Td>{orDash(p.phone)}</Td>
          <Td>
            <span suppressHydrationWarning>{dateTime(p.mergedAt)}</span> by {p.mergedByName}
          </Td>
          {undo ? (
            <Td>
              {stillUndoable(p.undoUntil) ? <UndoMerge undo={undo} mergeId={p.mergeId} name={p.name || p.email} /> : `Past ${MERGE_UNDO_DAYS} days`}
            </Td>
          ) : null}
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * Finds the same client under another address (a GET form: the page's query holds the search) and
 * merges the one chosen into this person, after a question that says what moves.
 */
export function MergeDuplicates({ person, query, found }: { person: PersonDetail; query: string; found: Person[] | null }) {
  const merge = useFetcher<ActionAnswer>();
  const [asking, setAsking] = useState<Person | null>(null);
  useActionToast(merge, () => setAsking(null));
  const survivor = person.name || person.email;
  const candidates = (found ?? []).filter((p) => p._id !== person._id);
  return (
    <section aria-labelledby="merge-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="merge-heading" className="text-lg font-semibold text-slate-900">
        Merge a duplicate into this person
      </h2>
      <p className="text-sm text-slate-700">
        The same client writing from another address: their leads move here, and later enquiries from that address too. Undoable for {MERGE_UNDO_DAYS}{' '}
        days.
      </p>
      <Form method="get" role="search" aria-label="Find the duplicate" className="flex flex-wrap items-end gap-3">
        <div className="w-full min-w-0 sm:w-80">
          <Field id="merge-search" label="Name or email">
            {(control) => <input {...control} type="search" name={DUPLICATES_PARAM} defaultValue={query} autoComplete="off" spellCheck={false} />}
          </Field>
        </div>
        <button type="submit" className={buttonClasses('secondary', 'sm')}>
          Find
        </button>
      </Form>
      {found ? (
        <DataTable
          caption={`People matching “${query}”`}
          columns={['Name', 'Email', 'Company', 'Leads', 'Merge']}
          empty={candidates.length === 0 ? 'Nobody else matches.' : undefined}
        >
          {candidates.map((p) => (
            <tr key={p._id}>
              <Td>
                <Link to={personHref(p._id)} className="font-medium text-brand-800 underline underline-offset-2">
                  {p.name || p.email}
                </Link>
              </Td>
              <Td className="break-all">{p.email}</Td>
              <Td>{orDash(p.company?.name)}</Td>
              <Td>{p.leads}</Td>
              <Td>
                <Button variant="secondary" size="sm" onClick={() => setAsking(p)} aria-label={`Merge ${p.name || p.email} into ${survivor}`}>
                  Merge here
                </Button>
              </Td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={`Merge ${asking?.name || asking?.email || ''} into ${survivor}?`}
        confirmLabel="Merge"
        busyLabel="Merging..."
        busy={merge.state !== 'idle'}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void merge.submit({ intent: 'merge', personId: asking._id }, { method: 'post' })}
      >
        <p>
          {asking?.leads ?? 0} {asking?.leads === 1 ? 'lead moves' : 'leads move'} from {asking?.email} to {survivor}, who keeps their name, phone and
          company. Enquiries from {asking?.email} will come here too.
        </p>
        <p>You can undo this for {MERGE_UNDO_DAYS} days on this page.</p>
      </ConfirmDialog>
    </section>
  );
}
