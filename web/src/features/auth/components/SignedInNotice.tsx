import { useState } from 'react';
import { MEMBER_WAY_ON } from '~/shared/session/SignUpOrContinue';
import { displayName } from '~/shared/session/storage';
import { useSession } from '~/shared/session/useSession';
import { Button, ButtonLink } from '~/shared/ui/Button';
import styles from './Form.module.css';

/**
 * The login and sign-up pages while a member is logged in: who it is, their way on, and Log out
 * (after which the page's own form shows).
 */
export function SignedInNotice({ title }: { title: string }) {
  const { user, logout } = useSession();
  const [leaving, setLeaving] = useState(false);
  const email = user?.email && displayName(user) !== user.email ? ` (${user.email})` : '';
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="signed-in-title">
        <h1 id="signed-in-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.subtitle} role="status" data-testid="signed-in-as">
          You are logged in as <strong>{displayName(user)}</strong>
          {email}.
        </p>
        <div className={styles.signedInActions}>
          <ButtonLink to={MEMBER_WAY_ON.to}>{MEMBER_WAY_ON.label}</ButtonLink>
          <Button
            variant="outline"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logout().finally(() => setLeaving(false));
            }}
          >
            Log out
          </Button>
        </div>
      </section>
    </div>
  );
}
