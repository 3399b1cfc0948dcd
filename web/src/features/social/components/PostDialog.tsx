import { type FormEvent, useState } from 'react';
import useSWR from 'swr';
import type { PostView } from '@contracts/community';
import { POST_BODY_MAX_LENGTH, POST_HASHTAGS_MAX, POST_TITLE_MAX_LENGTH, type PostAudience } from '@contracts/communityRules';
import { hashtagsIn } from '@contracts/hashtags';
import { Button } from '~/shared/ui/Button';
import { Modal } from '~/shared/ui/Modal';
import { useToast } from '~/shared/ui/ToastContext';
import { uploadPicture } from '../data/api';
import { createPost, editPost } from '../data/discussionApi';
import { fetchTribes } from '../data/gatheringsApi';
import { PictureInput } from './PictureInput';
import styles from './Posts.module.css';

type Field = 'title' | 'body' | 'videoLink' | 'tribe' | 'picture';

interface PostDialogProps {
  existing?: PostView;
  /** Which media button opened it: its field is focused first. */
  start?: 'photo' | 'video' | 'article' | 'event';
  onClose: () => void;
  onSaved: (post: PostView) => void;
}

/** Create or change a post: title, text (hashtags become links), a picture, a linked video and who may see it. */
export default function PostDialog({ existing, start, onClose, onSaved }: PostDialogProps) {
  const { showToast } = useToast();
  const [title, setTitle] = useState(existing?.title ?? (start === 'event' ? 'Event: ' : ''));
  const [body, setBody] = useState(existing?.body ?? '');
  const [videoLink, setVideoLink] = useState(existing?.video ? existing.video.id : '');
  const [audience, setAudience] = useState<PostAudience>(existing?.audience ?? 'everyone');
  const [tribe, setTribe] = useState(existing?.tribe?.slug ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [imageAlt, setImageAlt] = useState(existing?.imageAlt ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const tribes = useSWR('my-tribes', fetchTribes, { revalidateOnFocus: false });
  const myTribes = tribes.data?.filter((t) => t.joined) ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!title.trim()) found.title = 'Give your post a title.';
    if (!body.trim()) found.body = 'Write something to post.';
    if (hashtagsIn(`${title} ${body}`).length > POST_HASHTAGS_MAX) found.body = `Use at most ${POST_HASHTAGS_MAX} hashtags.`;
    if (audience === 'tribe' && !tribe) found.tribe = 'Choose the tribe that may see the post.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const imageUrl = file ? await uploadPicture(file) : undefined;
      const payload = {
        title,
        body,
        videoLink: videoLink || null,
        audience,
        tribe: audience === 'tribe' ? tribe : null,
        ...(imageUrl ? { imageUrl, imageAlt: imageAlt || null } : {}),
      };
      const saved = existing ? await editPost(existing.id, { ...payload, ...(imageUrl ? {} : existing.imageUrl?.startsWith('/images/uploads/') ? { imageUrl: existing.imageUrl, imageAlt: imageAlt || null } : {}) }) : await createPost(payload);
      showToast(existing ? 'Your post is updated.' : 'Your post is published.', 'success');
      onSaved(saved);
      onClose();
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Your post could not be saved.';
      setErrors({ [/picture|upload|MB|image/i.test(message) ? 'picture' : /video/i.test(message) ? 'videoLink' : /hashtag|text/i.test(message) ? 'body' : 'title']: message });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field) => ({ 'aria-invalid': Boolean(errors[name]), 'aria-describedby': errors[name] ? `post-${name}-error` : undefined });
  const error = (name: Field) => (errors[name] ? <p id={`post-${name}-error`} className={styles.error}>{errors[name]}</p> : null);

  return (
    <Modal title={existing ? 'Edit post' : 'Create post'} onClose={onClose}>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <label htmlFor="post-title">Title</label>
        <input id="post-title" value={title} maxLength={POST_TITLE_MAX_LENGTH} onChange={(e) => setTitle(e.target.value)} autoFocus={start !== 'photo' && start !== 'video'} {...field('title')} />
        {error('title')}
        <label htmlFor="post-body">What would you like to share?</label>
        <textarea id="post-body" rows={6} value={body} maxLength={POST_BODY_MAX_LENGTH} onChange={(e) => setBody(e.target.value)} {...field('body')} />
        <p className={styles.hint}>{body.length} / {POST_BODY_MAX_LENGTH} · #hashtags become links</p>
        {error('body')}
        <PictureInput id="post-picture" label="Picture (optional)" onFile={setFile} autoFocus={start === 'photo'} invalid={errors.picture} />
        {error('picture')}
        {file ? (
          <>
            <label htmlFor="post-picture-alt">Describe the picture</label>
            <input id="post-picture-alt" value={imageAlt} maxLength={200} onChange={(e) => setImageAlt(e.target.value)} />
          </>
        ) : null}
        <label htmlFor="post-video">Video link (optional)</label>
        <input id="post-video" value={videoLink} placeholder="/video-preview?video=…" onChange={(e) => setVideoLink(e.target.value)} autoFocus={start === 'video'} {...field('videoLink')} />
        {error('videoLink')}
        <label htmlFor="post-audience">Who can see it</label>
        <select id="post-audience" value={audience} onChange={(e) => setAudience(e.target.value as PostAudience)}>
          <option value="everyone">Everyone</option>
          <option value="followers">My followers</option>
          <option value="tribe" disabled={!myTribes.length}>One of my tribes</option>
        </select>
        {audience === 'tribe' ? (
          <>
            <label htmlFor="post-tribe">Tribe</label>
            <select id="post-tribe" value={tribe} onChange={(e) => setTribe(e.target.value)} {...field('tribe')}>
              <option value="">Choose a tribe</option>
              {myTribes.map((t) => (
                <option key={t.slug} value={t.slug}>{t.name}</option>
              ))}
            </select>
            {error('tribe')}
          </>
        ) : null}
        <div className={styles.dialogActions}>
          <Button type="submit" disabled={busy}>{existing ? 'Save' : 'Post'}</Button>
          <Button variant="outline" onClick={onClose}>Cancel</Button>
        </div>
      </form>
    </Modal>
  );
}
