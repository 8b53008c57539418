import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError, isSessionEnded } from '../../lib/api-error';
import { useApi } from '../../lib/use-api';
import { RichTextEditor } from '../editor/rich-text-editor';
import { useSessionExpired } from '../staff/use-session-expired';
import { draftKey, saveDraft, takeDraft } from './blog-draft';
import { IMAGE_ACCEPT, INVALID_IMAGE_MESSAGE, UPLOAD_FAILED_MESSAGE, isAcceptedImage } from './image-upload';
import { parseTags } from './tags';

export interface BlogFormValues {
  title: string;
  content: string;
  tags: string;
  featuredImage: string;
}

interface BlogFormProps {
  /** Editing an existing post (its id and slug), or creating one. */
  existing?: { id: string; slug: string };
  initial?: BlogFormValues;
}

const SAVE_FAILED = 'Failed to save blog. Please try again.';
const empty: BlogFormValues = { title: '', content: '', tags: '', featuredImage: '' };

/** The create and edit form (SPEC.md): title, rich text, tags, featured image, save. */
export function BlogForm({ existing, initial = empty }: BlogFormProps) {
  const api = useApi();
  const navigate = useNavigate();
  const sessionExpired = useSessionExpired();
  const ids = { title: useId(), content: useId(), tags: useId(), image: useId(), imageError: useId() };
  const [values, setValues] = useState(initial);
  // The editor reads its content once, when created: a restored draft re-creates it.
  const [editorSeed, setEditorSeed] = useState({ version: 0, content: initial.content });
  const [restored, setRestored] = useState(false);
  const latest = useRef(values);
  const storageKey = draftKey(existing?.id);
  const [error, setError] = useState('');
  const [imageError, setImageError] = useState('');
  const [uploadingFeatured, setUploadingFeatured] = useState(false);
  const [uploadingInline, setUploadingInline] = useState(0);
  const [saving, setSaving] = useState(false);
  const uploading = uploadingFeatured || uploadingInline > 0;
  const set = <K extends keyof BlogFormValues>(key: K, value: BlogFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  useEffect(() => {
    latest.current = values;
  }, [values]);

  // After signing in again: bring back what was being written when the session ended.
  // In an effect, not in the first render, so the server's HTML and the browser's first render agree.
  useEffect(() => {
    const draft = takeDraft(storageKey);
    if (!draft) return;
    setValues(draft);
    setEditorSeed((seed) => ({ version: seed.version + 1, content: draft.content }));
    setRestored(true);
  }, [storageKey]);

  /** On a 401: keep the draft for this screen, then sign in and come back. Answers true when it did. */
  function leaveIfSignedOut(err: unknown): boolean {
    if (!isSessionEnded(err)) return false;
    saveDraft(storageKey, latest.current);
    return sessionExpired(err);
  }

  /** One upload path for the featured image and the editor's image button. */
  async function upload(file: File): Promise<string | null> {
    setImageError('');
    if (!isAcceptedImage(file)) {
      setImageError(INVALID_IMAGE_MESSAGE);
      return null;
    }
    try {
      return (await api.uploads.image(file, file.name)).secure_url;
    } catch (err) {
      if (leaveIfSignedOut(err)) return null;
      console.warn('image upload failed', err);
      setImageError(UPLOAD_FAILED_MESSAGE);
      return null;
    }
  }

  async function uploadFeatured(file: File | undefined) {
    if (!file) return;
    setUploadingFeatured(true);
    const url = await upload(file);
    if (url) set('featuredImage', url);
    setUploadingFeatured(false);
  }

  async function uploadInline(file: File) {
    setUploadingInline((n) => n + 1);
    try {
      return await upload(file);
    } finally {
      setUploadingInline((n) => n - 1);
    }
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving || uploading) return;
    setError('');
    if (!values.title.trim()) {
      setError('Title is required');
      return;
    }
    setSaving(true);
    const body = {
      title: values.title.trim(),
      content: values.content,
      tags: parseTags(values.tags),
      featuredImage: values.featuredImage,
      isPublished: true,
    };
    try {
      const saved = existing ? await api.blogs.update(existing.id, body) : await api.blogs.create(body);
      // SPEC.md: the existing slug on edit (slugs are stable), the returned one on create.
      navigate(`/blogs/${encodeURIComponent(existing ? existing.slug : saved.slug)}`);
    } catch (err) {
      if (leaveIfSignedOut(err)) return;
      setError(err instanceof ApiRequestError && err.body?.errors?.[0] ? err.body.errors[0].message : SAVE_FAILED);
      setSaving(false);
    }
  }

  const label = 'mb-1 block text-sm font-semibold text-slate-800';
  const input = 'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900';
  return (
    <>
      {restored && (
        <p role="status" className="mb-6 rounded-md border border-sky-200 bg-sky-50 p-4 text-sky-900">
          Your unsaved changes were restored.
        </p>
      )}
      {error && (
        <div role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 p-4 font-medium text-red-800">
          {error}
        </div>
      )}
      <form onSubmit={onSubmit} className="flex flex-col gap-6" noValidate={false}>
        <div>
          <label htmlFor={ids.title} className={label}>
            Title <span aria-hidden="true">*</span>
          </label>
          <input
            id={ids.title}
            name="title"
            required
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            className={input}
            maxLength={300}
          />
        </div>
        <div>
          <span id={ids.content} className={label}>
            Content
          </span>
          <RichTextEditor
            key={editorSeed.version}
            labelledBy={ids.content}
            initialContent={editorSeed.content}
            onChange={(html) => set('content', html)}
            uploadImage={uploadInline}
            className={existing ? 'mb-[50px]' : ''}
          />
        </div>
        <div>
          <label htmlFor={ids.tags} className={label}>
            Tags
          </label>
          <input
            id={ids.tags}
            name="tags"
            value={values.tags}
            onChange={(e) => set('tags', e.target.value)}
            placeholder="scraping, automation, data"
            aria-describedby={`${ids.tags}-hint`}
            className={input}
          />
          <p id={`${ids.tags}-hint`} className="mt-1 text-sm text-slate-600">
            Separate tags with commas.
          </p>
        </div>
        <div>
          <span className={label}>Featured image</span>
          <div className="flex flex-wrap items-center gap-4">
            <input
              id={ids.image}
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={uploadingFeatured}
              aria-describedby={imageError ? ids.imageError : undefined}
              onChange={(e) => {
                void uploadFeatured(e.target.files?.[0]);
                e.target.value = '';
              }}
              className="peer sr-only"
            />
            <label
              htmlFor={ids.image}
              className="cursor-pointer rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-medium text-slate-800 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 hover:bg-slate-50"
            >
              {uploadingFeatured ? 'Uploading...' : values.featuredImage ? 'Change featured image' : 'Upload featured image'}
            </label>
            {values.featuredImage && (
              <>
                <img src={values.featuredImage} alt="Featured image preview" className="h-16 w-24 rounded-md border border-slate-200 object-cover" />
                <button type="button" onClick={() => set('featuredImage', '')} className="text-sm font-medium text-red-700 underline">
                  Remove image
                </button>
              </>
            )}
          </div>
          {imageError && (
            <p id={ids.imageError} role="alert" className="mt-2 text-sm font-medium text-red-700">
              {imageError}
            </p>
          )}
        </div>
        <div>
          <button
            type="submit"
            disabled={saving || uploading}
            className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {saving ? 'Saving...' : 'Save Blog Post'}
          </button>
        </div>
      </form>
    </>
  );
}
