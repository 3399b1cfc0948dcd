import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { OwnProfile, ProfileView } from '@contracts/community';
import { messagePath, ROUTES } from '@contracts/routes';
import { Button } from '~/shared/ui/Button';
import { useToast } from '~/shared/ui/ToastContext';
import { setFollowing } from '../data/api';
import { useNow } from '~/shared/time/now';
import { lastActiveText } from '../data/time';
import { Avatar } from '../components/Avatar';
import styles from './Profile.module.css';
import { StageBadge } from '~/shared/ui/StageBadge';

const EditProfileDialog = lazy(() => import('./EditProfileDialog'));
const AddStoryDialog = lazy(() => import('../components/AddStoryDialog'));
// Only the member on their own profile can change the cover, once the browser knows the session.
const CoverEdit = lazy(() => import('./CoverEdit'));
// The options (⋯) are a member's, shown once the browser knows the session.
const SafetyMenu = lazy(() => import('../components/SafetyMenu'));

/** The profile's top: cover (EDIT), picture, name and badge, story and edit buttons or Follow and Message, quote, counts and work. */
export function ProfileHeader({ profile, own, onChanged }: { profile: ProfileView; own: OwnProfile | undefined; onChanged: () => void }) {
  const { showToast } = useToast();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'story' | null>(null);
  const [busy, setBusy] = useState(false);
  const lastActive = lastActiveText(profile.lastActiveAt, useNow());
  const isSelf = Boolean(profile.viewer?.isSelf);
  const failed = (error: unknown, what: string) => showToast(error instanceof Error ? error.message : `Could not ${what}.`, 'error');

  const follow = async () => {
    setBusy(true);
    try {
      await setFollowing(profile.handle, !profile.viewer?.following);
      onChanged();
    } catch (error) {
      failed(error, 'change the follow');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.header} aria-label="Profile">
      <div className={styles.cover} style={profile.coverUrl ? { backgroundImage: `url(${profile.coverUrl}?w=1200)` } : undefined}>
        {isSelf && own ? (
          <Suspense fallback={null}>
            <CoverEdit own={own} onChanged={onChanged} className={styles.coverEdit} />
          </Suspense>
        ) : null}
      </div>
      <div className={styles.identity}>
        <div className={styles.avatar}>
          <Avatar member={profile} size={112} plain />
        </div>
        <div className={styles.names}>
          <p className={styles.name}>
            {profile.name} <StageBadge stage={profile.stage} size="full" />
          </p>
          <p className={styles.muted}>
            @{profile.handle} {lastActive ? `· ${lastActive}` : ''}
          </p>
          {profile.quote ? <p className={styles.quote}>{profile.quote}</p> : null}
        </div>
        <div className={styles.buttons}>
          {isSelf ? (
            <>
              <Button variant="outline" onClick={() => setDialog('story')}>Add Your Story</Button>
              <Button onClick={() => setDialog('edit')} disabled={!own}>Edit Profile</Button>
            </>
          ) : profile.viewer ? (
            <>
              <Button onClick={() => void follow()} disabled={busy} aria-pressed={profile.viewer.following}>
                {profile.viewer.following ? 'Unfollow' : 'Follow'}
              </Button>
              <Link className={styles.messageLink} to={messagePath(profile.handle)}>Message</Link>
              <Suspense fallback={null}>
                {/* Once blocked, the profile is no longer theirs to see: the member goes back to the feed (the toast says why). */}
                <SafetyMenu itemType="member" itemId={profile.handle} author={profile} onBlocked={(relation) => (relation === 'blocks' ? void navigate(ROUTES.social) : onChanged())} />
              </Suspense>
            </>
          ) : null}
        </div>
      </div>
      <p className={styles.counts}>
        <span data-testid="friends-count"><strong>{profile.friendsCount}</strong> {profile.friendsCount === 1 ? 'Friend' : 'Friends'}</span>
        <span data-testid="followers-count"><strong>{profile.followersCount}</strong> {profile.followersCount === 1 ? 'Follower' : 'Followers'}</span>
      </p>
      {profile.profession ? <p className={styles.work}>{profile.profession}</p> : null}
      {profile.institution ? <p className={styles.work}>{profile.institution}</p> : null}
      {profile.email ? (
        <p className={styles.work} data-testid="profile-email">
          {profile.email}
          {isSelf && own?.emailPrivate ? ' (private: only you see it)' : ''}
        </p>
      ) : null}
      {profile.bio ? <p className={styles.bio}>{profile.bio}</p> : null}
      {dialog === 'edit' && own ? (
        <Suspense fallback={<p role="status">Opening…</p>}>
          <EditProfileDialog profile={own} onClose={() => setDialog(null)} onSaved={onChanged} />
        </Suspense>
      ) : null}
      {dialog === 'story' ? (
        <Suspense fallback={<p role="status">Opening…</p>}>
          <AddStoryDialog onClose={() => setDialog(null)} onAdded={onChanged} />
        </Suspense>
      ) : null}
    </section>
  );
}
