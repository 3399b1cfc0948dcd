import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { AccountStatus } from '~/shared/session/AccountStatus';
import { Header } from './Header';
import { useContent } from '~/shared/content/useContent';
import { siteSettingsQuery } from './siteSettingsQuery';
import { TopTabs } from './TopTabs';
import styles from './RootLayout.module.css';
// The footer's code loads after the page's (it starts below the fold); its stylesheet comes with
// the page, so the server's HTML shows it styled before (or without) its code.
import footerStyles from './Footer.module.css';

const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

/**
 * The header, the page and the footer are Suspense boundaries: React hydrates each on its own
 * (the header first, so its menu answers early) and hydrates first the one a visitor touches.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const { data: settings } = useContent(siteSettingsQuery);
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Suspense>
        <Header productName={settings?.productName ?? ''} account={(placement) => <AccountStatus inMenu={placement === 'menu'} />} />
      </Suspense>
      <TopTabs />
      {navigation.state === 'loading' ? (
        <p role="status" className={styles.pending}>
          Loading...
        </p>
      ) : null}
      <main id="main" className={styles.main} aria-busy={navigation.state === 'loading'}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      {settings ? (
        <Suspense>
          <Footer settings={settings} styles={footerStyles} />
        </Suspense>
      ) : (
        <div className={styles.footerPlaceholder} aria-hidden />
      )}
    </div>
  );
}
