import { useState } from 'react';
import { useLocation } from 'react-router';
import type { MetaArgs } from 'react-router';
import { loginPathReturningTo, ROUTES } from '@contracts/routes';
import { pageHead } from '~/shared/route/head';
import { useSession } from '~/shared/session/useSession';
import { ButtonLink } from '~/shared/ui/Button';
import { Page } from '~/shared/ui/Page';
import { CreatePostBar } from '../components/CreatePostBar';
import { PostList } from '../components/PostList';
import { usePosts } from '../data/usePosts';
import { MyCircle } from '../profile/MyCircle';
import { ProfileHeader } from '../profile/ProfileHeader';
import { SocialLinks } from '../profile/SocialLinks';
import { useProfile } from '../profile/useProfile';
import styles from '../profile/Profile.module.css';

/** /personal-profile?member=<handle>: a member's profile; without `member`, the signed-in member's own. */
export function PersonalProfilePage() {
  const location = useLocation();
  const { isLoggedIn } = useSession();
  const handle = new URLSearchParams(location.search).get('member')?.trim().toLowerCase() || null;
  const { profile, own, error, refresh } = useProfile(handle);
  const posts = usePosts(profile ? { kind: 'member', handle: profile.handle } : null);
  const [version, setVersion] = useState(0);
  const changed = () => {
    setVersion((v) => v + 1);
    void refresh();
    void posts.refresh();
  };

  if (!handle && !isLoggedIn) {
    return (
      <Page title="Your profile">
        <p>Log in to see and edit your profile, or open a member's profile from the social feed.</p>
        <ButtonLink to={loginPathReturningTo(ROUTES.personalProfile)}>Log in</ButtonLink>
      </Page>
    );
  }
  if (error) {
    return (
      <Page title="Profile not found">
        <p>{error.message}</p>
        <ButtonLink to={ROUTES.social}>Back to the social feed</ButtonLink>
      </Page>
    );
  }
  if (!profile) return <Page title="Profile"><p role="status">Loading the profile…</p></Page>;

  const isSelf = Boolean(profile.viewer?.isSelf);
  return (
    <Page title={`${profile.name}'s profile`} hideTitle>
      <ProfileHeader profile={profile} own={own} onChanged={changed} />
      <SocialLinks links={profile.socialLinks} />
      <div className={styles.columns}>
        <MyCircle handle={profile.handle} version={version} />
        <section className={styles.posts} aria-labelledby="profile-posts">
          <h2 id="profile-posts">{isSelf ? 'Your posts' : `Posts by ${profile.firstName}`}</h2>
          {isSelf ? <CreatePostBar onCreated={() => void posts.refresh()} /> : null}
          <PostList list={posts} empty={isSelf ? 'You have not posted yet.' : 'No posts to show yet.'} />
        </section>
      </div>
    </Page>
  );
}

export const meta = (args: MetaArgs) => pageHead('personalProfile', args, { keep: ['member'] });

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default PersonalProfilePage;
