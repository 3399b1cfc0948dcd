import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@contracts/routes';
import { SanityImage, type ContentImage } from '~/shared/content/SanityImage';
import { useSession } from '~/shared/session/useSession';
import styles from './ProfileBanner.module.css';

// Only a signed-in member has a stage (known in the browser, after hydration), so its code loads then.
const MemberStage = lazy(() => import('./MemberStage'));

interface ProfileBannerProps {
  heading: string;
  text: string;
  image: ContentImage | null | undefined;
}

/** The left column's banner: the member's name and stage, or an invitation to sign up. */
export function ProfileBanner({ heading, text, image }: ProfileBannerProps) {
  const { user, isLoggedIn } = useSession();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return (
    <section className={styles.banner} aria-labelledby="market-profile-heading">
      {/* The first picture on a phone (the column comes first there): the page's largest paint. */}
      <SanityImage
        image={image}
        aspectRatio={3 / 2}
        sizes="(max-width: 768px) calc(100vw - 2rem), 280px"
        alt=""
        loading="eager"
        fetchPriority="high"
        className={styles.image}
      />
      <div className={styles.body}>
        {isLoggedIn ? (
          <>
            <h2 id="market-profile-heading">{name || heading}</h2>
            <Suspense fallback={null}>
              <MemberStage className={styles.stage} />
            </Suspense>
            <p>{text}</p>
          </>
        ) : (
          <>
            <h2 id="market-profile-heading">{heading}</h2>
            <p>{text}</p>
            <p>
              <Link to={ROUTES.signUp}>Sign up</Link> or <Link to={ROUTES.login}>log in</Link> to review books and keep your cart on every device.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
