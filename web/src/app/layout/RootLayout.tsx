import { Outlet, useNavigation } from 'react-router-dom';
import { AccountStatus } from '../../shared/session/AccountStatus';
import { DocumentHead } from './DocumentHead';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { HydrateLater } from '../../shared/ui/HydrateLater';
import { useContent } from '../../shared/content/useContent';
import { siteSettingsQuery } from './siteSettingsQuery';
import { TopTabs } from './TopTabs';
import styles from './RootLayout.module.css';

export function RootLayout() {
  const navigation = useNavigation();
  const { data: settings } = useContent(siteSettingsQuery);
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <ScrollToTop />
      <DocumentHead />
      {/* The header, the page and the footer hydrate each in a turn of their own (HydrateLater). */}
      <HydrateLater>
        <Header productName={settings?.productName ?? ''} account={<AccountStatus />} />
      </HydrateLater>
      <TopTabs />
      <HydrateLater>
        <main id="main" className={styles.main} aria-busy={navigation.state === 'loading'}>
          <Outlet />
        </main>
      </HydrateLater>
      {settings ? (
        <HydrateLater>
          <Footer settings={settings} />
        </HydrateLater>
      ) : (
        <div className={styles.footerPlaceholder} aria-hidden />
      )}
    </div>
  );
}
