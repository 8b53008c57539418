import { useId, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { Blog } from '@contract/blogs';
import { RichTextEditor } from '~/features/blog-editor/editor/rich-text-editor';
import { Field } from '~/components/ui/field';
import { showActionToast } from '~/features/staff/use-action-toast';
import { ConflictDialog, TheirsTaken } from './conflict-dialog';
import { EditorBanners } from './editor-banners';
import { FeaturedImageField } from './featured-image-field';
import { canEditPost, canPublishPost } from '@contract/post-rules';
import { can } from '@contract/roles';
import { PostActions } from './post-actions';
import { usePostViewer } from './use-post-viewer';
import { PostStatusLine } from './post-status-line';
import { PreviewDialog } from './preview-dialog';
import { ScheduleDialog } from './schedule-dialog';
import { SettingsPanel } from './settings-panel';
import { useBlogEditor } from './use-blog-editor';

export type { BlogFormValues } from './blog-save';

interface BlogFormProps {
  /** The post being edited (as the staff API answers it, with its working copy), or none for a new one. */
  post?: Blog;
  authors: { _id: string; name: string }[];
}

/**
 * The create and edit form: title, rich text, tags, featured image, settings, and the actions of
 * the post's state (decisions 046, 048). Saves stay on the page with a toast; changes autosave to
 * the working copy; leaving with unsaved changes asks; a stale save opens the conflict dialog.
 */
export function BlogForm({ post, authors }: BlogFormProps) {
  const siteUrl = (useRouteLoaderData('root') as { siteUrl?: string } | undefined)?.siteUrl ?? '';
  const ids = { content: useId(), tags: useId(), banner: useId() };
  const [dialog, setDialog] = useState<'schedule' | 'preview' | null>(null);
  const { area, form, fieldError, editorSeed, restored, images, autosave, saves, leaveDialog, keepDraft } = useBlogEditor(post);
  const viewer = usePostViewer();

  return (
    <div ref={area}>
      {leaveDialog}
      <EditorBanners
        post={post}
        showCopy={saves.hasCopy}
        restored={restored}
        autosave={autosave.status}
        error={saves.error || fieldError('title')}
        errorId={ids.banner}
      />
      {saves.taken ? <TheirsTaken mine={saves.taken} onClose={saves.closeTaken} /> : null}
      <form onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
        <div>
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
          <PostStatusLine
            post={post}
            status={saves.state.status}
            publishAt={saves.state.publishAt}
            autosave={autosave.status}
            hasCopy={saves.hasCopy}
          />
        </div>
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
            onNotice={(message) => showActionToast({ warning: message })}
            postTitle={() => form.getValues('title')}
            className={post ? 'mb-[50px]' : ''}
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
        <SettingsPanel
          form={form}
          fieldError={fieldError}
          siteUrl={siteUrl}
          everPublished={Boolean(post?.publishedAt)}
          scheduled={saves.state.status === 'scheduled'}
          derivedExcerpt={post && !post.excerptIsCustom ? post.excerpt : ''}
          // Crediting someone else is for editors and admins (decision 055): others keep the post's own author.
          authors={can(viewer.role, 'posts.any') ? authors : authors.filter((a) => a._id === (post?.authorId ?? viewer.id))}
          keepDraft={keepDraft}
        />
        <PostActions
          status={saves.state.status}
          isNew={!post}
          busy={saves.saving || images.uploading}
          hasWorkingCopy={saves.hasCopy || autosave.status.kind === 'saved'}
          onSave={(intent) => saves.run(intent)}
          onSchedule={() => setDialog('schedule')}
          onPreview={() => setDialog('preview')}
          onDiscard={() => void saves.discard()}
          rights={{
            edit: !post || canEditPost(viewer, post),
            publish: canPublishPost(viewer, post ? { ...post, status: saves.state.status } : undefined),
          }}
        />
      </form>
      <EditorDialogs dialog={dialog} close={() => setDialog(null)} post={post} saves={saves} autosave={autosave} />
    </div>
  );
}

/** The editor's dialogs: when to publish, the preview link, and the conflict of a stale save. */
function EditorDialogs({
  dialog,
  close,
  post,
  saves,
  autosave,
}: {
  dialog: 'schedule' | 'preview' | null;
  close: () => void;
  post: Blog | undefined;
  saves: ReturnType<typeof useBlogEditor>['saves'];
  autosave: ReturnType<typeof useBlogEditor>['autosave'];
}) {
  return (
    <>
      {dialog === 'schedule' ? (
        <ScheduleDialog
          open
          current={saves.state.publishAt}
          busy={saves.saving}
          onSchedule={(at) => {
            close();
            saves.run('schedule', at);
          }}
          onCancel={close}
        />
      ) : null}
      {dialog === 'preview' && post ? (
        <PreviewDialog postId={post._id} beforeCreate={() => (autosave.dirty ? autosave.flush() : Promise.resolve())} onClose={close} />
      ) : null}
      {saves.conflict ? (
        <ConflictDialog
          conflict={saves.conflict}
          mine={saves.mine()}
          busy={saves.saving}
          onCancel={saves.cancelConflict}
          onKeepMine={saves.keepMine}
          onTakeTheirs={saves.takeTheirs}
        />
      ) : null}
    </>
  );
}
