import { useId, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { profileBody } from '@contract/users';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { site } from '~/content/site';
import { staffApi } from '~/features/staff/staff-api.server';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';
import { useActionToast } from '~/features/staff/use-action-toast';
import { ProfileImageField } from '~/features/users/profile-image-field';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = () => [{ title: `Your author profile | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Your author profile', failure: 'Failed to load your profile.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { profile: await staffApi(request, context, (api) => api.auth.profile()) };
}

/** Saves name, bio and photo (decision 051); the answer's toast or error is shown by the screen. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = profileBody.safeParse({
    name: String(form.get('name') ?? ''),
    bio: String(form.get('bio') ?? ''),
    profileImage: String(form.get('profileImage') ?? '') || null,
  });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Check the form' };
  try {
    await staffApi(request, context, (api) => api.auth.saveProfile(parsed.data));
    return { ok: true, toast: 'Profile saved' };
  } catch (err) {
    if (err instanceof Response) throw err;
    return {
      ok: false,
      error: `Could not save your profile: ${err instanceof ApiRequestError ? err.messageOr('the server did not answer') : 'the server did not answer'}`,
    };
  }
}

/** One's author profile: the name, bio and photo readers see on the author page and under posts. */
export default function Profile({ loaderData: { profile } }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  useActionToast(fetcher);
  const ids = { name: useId(), bio: useId() };
  const [photo, setPhoto] = useState(profile.profileImage);
  const [uploading, setUploading] = useState(false);
  const [bio, setBio] = useState(profile.bio);
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Your author profile</h1>
      <fetcher.Form method="post" className="flex flex-col gap-5">
        <Field id={ids.name} label="Name" required>
          {(c) => <input {...c} name="name" defaultValue={profile.name} required maxLength={100} />}
        </Field>
        <Field id={ids.bio} label="Bio" optional hint={`${bio.length}/1000 — shown on your author page.`}>
          {(c) => <textarea {...c} name="bio" value={bio} onChange={(e) => setBio(e.target.value)} rows={5} maxLength={1000} />}
        </Field>
        <ProfileImageField value={photo} onUploaded={setPhoto} onBusy={setUploading} />
        <input type="hidden" name="profileImage" value={photo} />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={fetcher.state !== 'idle' || uploading}>
            {fetcher.state !== 'idle' ? 'Saving...' : 'Save profile'}
          </Button>
          <Link to={`/blogs/author/${encodeURIComponent(profile.slug)}`} className="text-sm font-medium text-brand-700 underline">
            View your author page
          </Link>
        </div>
      </fetcher.Form>
    </div>
  );
}
