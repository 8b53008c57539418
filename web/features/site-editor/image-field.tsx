import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { ContentImage } from '@contract/content/common';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { IMAGE_ACCEPT } from '~/features/blog-editor/image-upload';
import { useSchemaFormOptions } from './form-context';

type ImageValue = Partial<ContentImage> | null | undefined;

/**
 * A picture with its alt text (issue 30: required, the schema's message under the field). The file
 * goes through the existing upload endpoint; its size is read in the browser for the page's layout.
 */
export function ImageField({ name, label, nullable }: { name: string; label: string; nullable: boolean }) {
  const id = useId();
  const { readOnly, uploadImage } = useSchemaFormOptions();
  const { field } = useController({ name });
  const { getFieldState, formState } = useFormContext();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');
  const value = field.value as ImageValue;
  const srcError =
    getFieldState(`${name}.src`, formState).error?.message ?? (getFieldState(`${name}.width`, formState).error ? 'Choose an image' : undefined);
  const altError = getFieldState(`${name}.alt`, formState).error?.message;

  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setFailed('');
    const uploaded = await uploadImage(file);
    setBusy(false);
    if (!uploaded) {
      setFailed('The image could not be uploaded: a PNG or JPEG, please try again.');
      return;
    }
    field.onChange({ alt: value?.alt ?? '', ...uploaded });
  }

  return (
    <fieldset className="space-y-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      {value?.src ? (
        <img src={value.src} alt="" className="max-h-32 w-auto rounded border border-slate-200" />
      ) : (
        <p className="text-sm text-slate-700">No image chosen.</p>
      )}
      {readOnly ? null : (
        <div className="flex flex-wrap items-center gap-2">
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 focus-within:outline-3 focus-within:outline-brand-500 hover:bg-slate-50">
            {busy ? 'Uploading…' : value?.src ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
            <input type="file" accept={IMAGE_ACCEPT} className="sr-only" disabled={busy} onChange={(e) => void choose(e.target.files?.[0])} />
          </label>
          {nullable && value ? (
            <Button variant="ghost" size="sm" onClick={() => field.onChange(null)}>
              Remove {label.toLowerCase()}
            </Button>
          ) : null}
        </div>
      )}
      {failed || srcError ? (
        <p role={failed ? 'alert' : undefined} className="text-sm text-red-700">
          {failed || srcError}
        </p>
      ) : null}
      {value ? (
        <Field id={id} label="Alt text" required error={altError} hint="What the picture shows, read to people who cannot see it.">
          {(c) => (
            <input
              {...c}
              name={`${name}.alt`}
              value={value.alt ?? ''}
              readOnly={readOnly}
              maxLength={250}
              onChange={(e) => field.onChange({ ...value, alt: e.target.value })}
            />
          )}
        </Field>
      ) : null}
    </fieldset>
  );
}

/** The width and height of a picture file, read by the browser. */
export async function imageSize(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}
