import { useId, useState } from 'react';
import { IMAGE_ACCEPT } from './image-upload';

interface FeaturedImageFieldProps {
  value: string;
  onChange: (url: string) => void;
  upload: (file: File) => Promise<string | null>;
  error: string;
  /** What the image is ('featured image', 'social image'): the label and the buttons name it. */
  noun?: string;
}

/** SPEC.md's featured image: an upload button reading 'Uploading...' while busy, a small preview, and remove. */
export function FeaturedImageField({ value, onChange, upload, error, noun = 'featured image' }: FeaturedImageFieldProps) {
  const id = useId();
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const [uploading, setUploading] = useState(false);

  async function choose(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    const url = await upload(file);
    if (url) onChange(url);
    setUploading(false);
  }

  return (
    <div>
      <span className="mb-1 block text-sm font-semibold text-slate-800">{Noun}</span>
      <div className="flex flex-wrap items-center gap-4">
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={uploading}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className="cursor-pointer rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-medium text-slate-800 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 hover:bg-slate-50"
        >
          {uploading ? 'Uploading...' : value ? `Change ${noun}` : `Upload ${noun}`}
        </label>
        {value && (
          <>
            <img src={value} alt={`${Noun} preview`} className="h-16 w-24 rounded-md border border-slate-200 object-cover" />
            <button type="button" onClick={() => onChange('')} className="text-sm font-medium text-red-700 underline">
              Remove image
            </button>
          </>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
