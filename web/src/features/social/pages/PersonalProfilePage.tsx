import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import type { MetaArgs } from 'react-router';
import type { ProfileView } from '@contracts/community';
import { loginPathReturningTo, ROUTES } from '@contracts/routes';
import { pageLoader } from '~/shared/data/pageData';
import { answerOf, pageHead } from '~/shared/route/head';
import { useSession } from '~/shared/session/useSession';
import { ProfileKarma } from '~/shared/karma/ProfileKarma';
import { ButtonLink } from '~/shared/ui/Button';
import { Page } from '~/shared/ui/Page';
import { PostsLoading } from '../components/PostsLoading';
import { postsRequest } from '../data/usePosts';
import { MyCircle } from '../profile/MyCircle';
import { ProfileHeader } from '../profile/ProfileHeader';
import { SocialLinks } from '../profile/SocialLinks';
import { memberHandleOf, profileRequest, useProfile } from '../profile/useProfile';
import styles from '../profile/Profile.module.css';

// The posts follow the profile's top and its side column: their code loads after the page's (the first HTML has them).
const MemberPosts = lazy(() => import('../profile/MemberPosts'));

/** /personal-profile?member=<handle>: a member's profile; without `member`, the signed-in member's own. */
export function PersonalProfilePage() {
  const location = useLocation();
  const { isLoggedIn } = useSession();
  const handle = memberHandleOf(new URLSearchParams(location.search));
  const { profile, own, error, refresh } = useProfile(handle);
  const [version, setVersion] = useState(0);
  const changed = () => {
    setVersion((v) => v + 1);
    void refresh();
  };

  if (!handle && !isLoggedIn) {
    return (
      <Page title="Your profile">
        <p>Log in to see and edit your profile, or open a member's profile from the social feed.</p>
        <ButtonLink to={loginPathReturningTo(ROUTES.personalProfile)}>Log in</ButtonLink>
      </Page>
    );
  }
  if (error || profile === null) {
    return (
      <Page title="Profile not found">
        <p>{error?.message ?? 'No member found with this handle.'}</p>
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
        <div className={styles.sideColumn}>
          <ProfileKarma isSelf={isSelf} points={profile.karmaPoints} stage={profile.stage} />
          <MyCircle handle={profile.handle} version={version} />
        </div>
        <section className={styles.posts} aria-labelledby="profile-posts">
          <h2 id="profile-posts">{isSelf ? 'Your posts' : `Posts by ${profile.firstName}`}</h2>
          <Suspense fallback={<PostsLoading />}>
            <MemberPosts handle={handle ?? profile.handle} isSelf={isSelf} version={version} />
          </Suspense>
        </section>
      </div>
    </Page>
  );
}

/** A member's profile and first posts are in the first HTML; one's own profile loads in the browser. */
export const loader = pageLoader(({ request }) => {
  const handle = memberHandleOf(new URL(request.url).searchParams);
  return handle ? [profileRequest(handle), postsRequest({ kind: 'member', handle })] : [];
});

/** A member's profile is titled with their name; an unknown handle's page is not indexed. */
export function meta(args: MetaArgs) {
  const handle = memberHandleOf(new URLSearchParams(args.location.search));
  const profile = handle ? answerOf<ProfileView | null>(args.data, profileRequest(handle)) : undefined;
  return pageHead('personalProfile', args, {
    keep: ['member'],
    ...(profile ? { title: profile.name, description: profile.quote ?? profile.bio ?? undefined, type: 'profile' } : {}),
    noindex: profile === null,
  });
}

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default PersonalProfilePage;
