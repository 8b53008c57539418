import { useId, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { blogBody } from '@contract/blogs';
import { RichTextEditor } from '~/features/blog-editor/editor/rich-text-editor';
import { useFetcherDone } from '~/features/staff/use-fetcher-done';
import { Alert } from '~/components/ui/alert';
import { Field } from '~/components/ui/field';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { draftKey, saveDraft, takeDraft } from './blog-draft';
import { SAVE_FAILED, type BlogFormValues, type BlogSaveResult } from './blog-save';
import { FeaturedImageField } from './featured-image-field';
import { parseTags } from '../blog/tags';
import { useImageUpload } from './use-image-upload';
import { useRestoredDraft } from './use-restored-draft';

export type { BlogFormValues } from './blog-save';

interface BlogFormProps {
  /** Editing an existing post (its id and slug), or creating one. */
  existing?: { id: string; slug: string };
  initial?: BlogFormValues;
}

const empty: BlogFormValues = { title: '', content: '', tags: '', featuredImage: '' };

/**
 * The create and edit form (SPEC.md): title, rich text, tags, featured image, save. Checked by the
 * contract's blog schema, saved by the route's action; what is being written survives a sign-in.
 */
export function BlogForm({ existing, initial = empty }: BlogFormProps) {
  const navigate = useNavigate();
  const ids = { content: useId(), tags: useId(), banner: useId() };
  const storageKey = draftKey(existing?.id);
  const save = useFetcher<BlogSaveResult>();
  const [error, setError] = useState('');
  const { form, fieldError, submit } = useSchemaForm({
    schema: blogBody,
    defaultValues: initial,
    toBody: (v: BlogFormValues) => ({ ...v, tags: parseTags(v.tags), isPublished: true }),
  });
  const { editorSeed, restored } = useRestoredDraft(storageKey, initial.content, (draft) => form.reset(draft));
  const images = useImageUpload(() => saveDraft(storageKey, form.getValues()));
  const saving = save.state !== 'idle';

  useFetcherDone(save, (result) => {
    takeDraft(storageKey); // saved, or the form is still here with its values
    // SPEC.md: the existing slug on edit (slugs are stable), the returned one on create.
    if (result.ok) navigate(`/blogs/${encodeURIComponent(existing ? existing.slug : result.slug)}`);
    else setError(result.error);
  });

  const onSubmit = submit(
    ({ title, content, tags, featuredImage }) => {
      setError('');
      // Kept until the action answers: if the session has ended, its redirect to sign-in leaves it for the way back.
      saveDraft(storageKey, form.getValues());
      return save.submit({ title, content, tags, featuredImage, isPublished: true }, { method: 'post', encType: 'application/json' });
    },
    () => setError(SAVE_FAILED),
  );
  const banner = error || fieldError('title');

  return (
    <>
      {restored && (
        <Alert tone="info" className="mb-6">
          Your unsaved changes were restored.
        </Alert>
      )}
      {banner && (
        <Alert tone="error" id={ids.banner} className="mb-6">
          {banner}
        </Alert>
      )}
      <form onSubmit={onSubmit} className="flex flex-col gap-6">
        <Field id="blog-title" label="Title" required>
          {(c) => (
            <input
              {...c}
              {...form.register('title')}
              required
              maxLength={300}
              aria-invalid={fieldError('title') ? true : undefined}
              aria-describedby={fieldError('title') ? ids.banner : undefined}
            />
          )}
        </Field>
        <div>
          <span id={ids.content} className="mb-1 block text-sm font-medium text-slate-800">
            Content
          </span>
          <RichTextEditor
            key={editorSeed.version}
            labelledBy={ids.content}
            initialContent={editorSeed.content}
            onChange={(html) => form.setValue('content', html)}
            uploadImage={images.upload}
            className={existing ? 'mb-[50px]' : ''}
          />
        </div>
        <Field id={ids.tags} label="Tags" hint="Separate tags with commas." error={fieldError('tags')}>
          {(c) => <input {...c} {...form.register('tags')} placeholder="scraping, automation, data" />}
        </Field>
        <FeaturedImageField
          value={form.watch('featuredImage')}
          onChange={(url) => form.setValue('featuredImage', url)}
          upload={images.upload}
          error={images.error}
        />
        <div>
          <button
            type="submit"
            disabled={saving || images.uploading}
            className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {saving ? 'Saving...' : 'Save Blog Post'}
          </button>
        </div>
      </form>
    </>
  );
}
