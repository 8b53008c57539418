import { lazy, Suspense, useId } from 'react';
import { useController } from 'react-hook-form';
import { LEGAL_FACTS } from '@contract/content/legal-facts';
import { showActionToast } from '~/features/staff/use-action-toast';
import { useSchemaFormOptions } from './form-context';

// The writer's desk editor (Tiptap) in its own chunk: loaded when a form has a rich-text field.
const RichTextEditor = lazy(() => import('~/features/blog-editor/editor/rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** Rich text (HTML the server sanitises as posts'): the blog's editor, or the stored text read-only. */
export function RichTextField({ name, label, legalFacts = false }: { name: string; label: string; legalFacts?: boolean }) {
  const id = useId();
  const hintId = useId();
  const { readOnly, uploadImage } = useSchemaFormOptions();
  const { field, fieldState } = useController({ name });
  const html = typeof field.value === 'string' ? field.value : '';
  return (
    <div>
      <span id={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </span>
      {readOnly ? (
        // Stored text went through the server's sanitiser on its way in (decision 072).
        <div aria-labelledby={id} className="prose max-w-none rounded-md border border-slate-200 p-3" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Suspense
          fallback={<div className="h-[400px] rounded-md border border-slate-300" role="status" aria-label={`Loading the ${label} editor`} />}
        >
          <RichTextEditor
            labelledBy={id}
            describedBy={legalFacts ? hintId : undefined}
            initialContent={html}
            onChange={field.onChange}
            uploadImage={async (file) => (await uploadImage(file))?.src ?? null}
            onNotice={(message) => showActionToast({ warning: message })}
          />
        </Suspense>
      )}
      {legalFacts ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          The company’s facts, written as they are here, show what the company details say:{' '}
          {LEGAL_FACTS.map((fact, i) => (
            <span key={fact}>
              {i ? ' ' : null}
              <code className="font-mono text-xs text-slate-800">{`{${fact}}`}</code>
            </span>
          ))}
          . A paragraph, list item or table row naming one the company details lack is left out, and the launch checklist lists it.
        </p>
      ) : null}
      {fieldState.error?.message ? <p className="mt-1 text-sm text-red-700">{fieldState.error.message}</p> : null}
    </div>
  );
}
