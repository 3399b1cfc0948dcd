import { useNavigate } from 'react-router';
import { ROUTES } from '@contracts/routes';
import { fetchMyData, logOutEverywhere } from '~/shared/api/account';
import { useSession } from '~/shared/session/useSession';
import { Button } from '~/shared/ui/Button';
import { FormAlert } from '../components/FormAlert';
import styles from './Settings.module.css';
import { useSubmit } from './useSubmit';

/** Log out everywhere: every session ends, this one too, and the member logs in again. */
export function SessionsSection() {
  const { logout } = useSession();
  const navigate = useNavigate();
  const { message, sending, run } = useSubmit('The sessions could not be ended. Please try again.');

  const endAll = async () => {
    const answer = await run(
      () => logOutEverywhere(),
      (done) => done.message,
    );
    if (!answer) return;
    await logout();
    navigate(ROUTES.login, { state: { notice: answer.message } });
  };

  return (
    <section className={styles.section} aria-labelledby="sessions-title">
      <h2 id="sessions-title" className={styles.heading}>
        Sessions
      </h2>
      <p className={styles.muted}>
        Lost a phone, or logged in on a shared computer? End every session of your account, this one included.
      </p>
      <FormAlert message={message} />
      <div className={styles.actions}>
        <Button variant="outline" onClick={endAll} disabled={sending}>
          Log out everywhere
        </Button>
      </div>
    </section>
  );
}

/** My data: everything the platform holds about the member, as one JSON file made by the server. */
export function MyDataSection() {
  const { message, sending, run } = useSubmit('Your data could not be prepared. Please try again.');

  const download = async () => {
    const data = await run(
      () => fetchMyData(),
      () => 'Your data file has been downloaded.',
    );
    if (!data) return;
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `jnanam-my-data-${data.generatedAt.slice(0, 10)}.json`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <section className={styles.section} aria-labelledby="data-title">
      <h2 id="data-title" className={styles.heading}>
        My data
      </h2>
      <p className={styles.muted}>
        Download everything we hold about you — your account and profile, comments and replies, likes, saves, shares, uploads and
        enquiries — as one JSON file.
      </p>
      <FormAlert message={message} />
      <div className={styles.actions}>
        <Button variant="outline" onClick={download} disabled={sending}>
          {sending ? 'Preparing…' : 'Download my data'}
        </Button>
      </div>
    </section>
  );
}
