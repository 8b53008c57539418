import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { EXCERPT_MAX, POST_SLUG_MAX } from '@contract/post-fields';
import { Field } from '~/components/ui/field';
import type { BlogFormValues } from './blog-save';
import { FeaturedImageField } from './featured-image-field';
import { useImageUpload } from './use-image-upload';
import { descriptionHint, SerpPreview, titleHint } from './serp-preview';

const SETTINGS_FIELDS = ['slug', 'excerpt', 'metaTitle', 'metaDescription', 'socialImage', 'featuredImageAlt', 'authorId', 'publishedAt'] as const;

interface SettingsPanelProps {
  form: UseFormReturn<BlogFormValues, unknown, unknown>;
  fieldError: (name: keyof BlogFormValues) => string | undefined;
  /** The site's address, for the search result preview ("https://example.com"). */
  siteUrl: string;
  /** Whether the post has been public (a changed address then redirects). */
  everPublished: boolean;
  /** A scheduled post's publish date is its schedule. */
  scheduled: boolean;
  /** The excerpt derived from the content (placeholder of an empty excerpt). */
  derivedExcerpt: string;
  authors: { _id: string; name: string }[];
  /** Keeps the form's values in this tab before a sign-in (an upload that found the session ended). */
  keepDraft: () => void;
}

/**
 * Per-post settings (decision 051), folded under the editor: address, excerpt, what search results
 * and social networks show (with a preview and length hints in words), alt text, author, publish date.
 */
export function SettingsPanel({ form, fieldError, siteUrl, everPublished, scheduled, derivedExcerpt, authors, keepDraft }: SettingsPanelProps) {
  const ids = { slug: useId(), excerpt: useId(), metaTitle: useId(), metaDescription: useId(), alt: useId(), author: useId(), date: useId() };
  const v = form.watch();
  const images = useImageUpload(keepDraft);
  const url = `${siteUrl.replace(/\/$/, '')}/blogs/${v.slug || '…'}`;
  return (
    <details className="rounded-md border border-slate-200 bg-white p-4" open={SETTINGS_FIELDS.some((name) => fieldError(name))}>
      <summary className="cursor-pointer font-semibold text-slate-900">Post settings</summary>
      <div className="mt-4 flex flex-col gap-5">
        <Field
          id={ids.slug}
          label="Address"
          error={fieldError('slug')}
          hint={everPublished ? 'The old address will redirect here.' : 'Lower-case letters, digits and hyphens.'}
        >
          {(c) => (
            <div className="flex items-center gap-1">
              <span className="mt-1 text-sm text-slate-700">/blogs/</span>
              <input {...c} {...form.register('slug')} maxLength={POST_SLUG_MAX} autoComplete="off" spellCheck={false} />
            </div>
          )}
        </Field>
        <Field
          id={ids.excerpt}
          label="Excerpt"
          optional
          error={fieldError('excerpt')}
          hint={`${v.excerpt.length}/${EXCERPT_MAX} — left empty, the start of the post is used.`}
        >
          {(c) => <textarea {...c} {...form.register('excerpt')} rows={3} maxLength={EXCERPT_MAX} placeholder={derivedExcerpt} />}
        </Field>
        <SerpPreview title={v.metaTitle || v.title} url={url} description={v.metaDescription || v.excerpt || derivedExcerpt} />
        <Field id={ids.metaTitle} label="Search headline" optional error={fieldError('metaTitle')} hint={titleHint((v.metaTitle || v.title).length)}>
          {(c) => <input {...c} {...form.register('metaTitle')} maxLength={200} placeholder={v.title} />}
        </Field>
        <Field
          id={ids.metaDescription}
          label="Search description"
          optional
          error={fieldError('metaDescription')}
          hint={descriptionHint(v.metaDescription.length)}
        >
          {(c) => <textarea {...c} {...form.register('metaDescription')} rows={3} maxLength={400} />}
        </Field>
        <div>
          <FeaturedImageField
            noun="social image"
            value={v.socialImage}
            onChange={(url) => form.setValue('socialImage', url, { shouldDirty: true })}
            upload={images.upload}
            error={images.error}
          />
          {!v.socialImage ? <p className="mt-1 text-sm text-slate-700">Uses the featured image.</p> : null}
        </div>
        <Field
          id={ids.alt}
          label="Featured image alt text"
          optional
          error={fieldError('featuredImageAlt')}
          hint={v.featuredImage && !v.featuredImageAlt ? 'Describe the image for people who cannot see it.' : undefined}
        >
          {(c) => <input {...c} {...form.register('featuredImageAlt')} maxLength={250} />}
        </Field>
        <Field id={ids.author} label="Author" error={fieldError('authorId')}>
          {(c) => (
            <select {...c} {...form.register('authorId')}>
              {v.authorId === '' ? <option value="">Me</option> : null}
              {authors.map((a) => (
                <option key={a._id} value={a._id}>
                  {a.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={ids.date}
          label="Publish date"
          optional
          error={fieldError('publishedAt')}
          hint={scheduled ? 'A scheduled post is dated when it goes live.' : 'Left empty, the date it is first published.'}
        >
          {(c) => <input {...c} {...form.register('publishedAt')} type="datetime-local" disabled={scheduled} />}
        </Field>
      </div>
    </details>
  );
}
