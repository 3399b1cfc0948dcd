import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { AccountSettings } from '@contracts/accounts';
import { loginPathReturningTo, ROUTES } from '@contracts/routes';
import { fetchAccountSettings } from '~/shared/api/account';
import { useSession } from '~/shared/session/useSession';
import formStyles from '../components/Form.module.css';
import type { DeletionReport } from '../settings/DeleteAccountSection';
import { EffectsList } from '../settings/EffectsList';
import styles from '../settings/Settings.module.css';
import { contentHead } from '~/shared/route/head';

// Shown only to a member, after their settings load in the browser: the sections' code loads then too.
const SettingsSections = lazy(() => import('../settings/SettingsSections'));

/** /settings: the member's account — password, e-mail address, e-mail preferences, sessions, data and deletion. */
export function SettingsPage() {
  const { isLoggedIn, logout } = useSession();
  const [settings, setSettings] = useState<AccountSettings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<DeletionReport | null>(null);

  const load = useCallback(() => {
    fetchAccountSettings()
      .then((answer) => setSettings(answer.data))
      .catch(() => setLoadError('Your settings could not be loaded. Please reload the page.'));
  }, []);
  useEffect(() => {
    if (isLoggedIn) load();
  }, [isLoggedIn, load]);

  const onDeleted = async (report: DeletionReport) => {
    setDeleted(report);
    await logout();
  };

  if (deleted) {
    return (
      <div className={styles.page}>
        <section className={styles.section} aria-labelledby="deleted-title">
          <h1 id="deleted-title" className={formStyles.title}>
            Your account has been deleted
          </h1>
          <p role="status">{deleted.message}</p>
          <EffectsList parts={deleted.parts} />
          <p className={styles.muted}>
            A last e-mail with this summary has gone to your address. You may <Link to={ROUTES.signUp}>sign up again</Link> at any
            time.
          </p>
        </section>
      </div>
    );
  }

  if (!isLoggedIn) {
    return (
      <div className={styles.page}>
        <section className={styles.section} aria-labelledby="settings-title">
          <h1 id="settings-title" className={formStyles.title}>
            Settings
          </h1>
          <p>
            Please <Link to={loginPathReturningTo(ROUTES.settings)}>log in</Link> to see your account settings.
          </p>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={formStyles.title}>Settings</h1>
        <p className={styles.muted}>
          {settings ? `${settings.firstName} ${settings.lastName} · ${settings.email}` : (loadError ?? 'Loading your settings…')}
        </p>
        <p className={styles.muted}>
          Your book orders and where each one is: <Link to={ROUTES.myOrders}>My orders</Link>
        </p>
      </header>
      {settings ? (
        <Suspense>
          <SettingsSections settings={settings} onEmailRequested={load} onDeleted={onDeleted} />
        </Suspense>
      ) : null}
    </div>
  );
}

export const meta = contentHead('settings');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default SettingsPage;
