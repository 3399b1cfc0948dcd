import { Outlet, useNavigation } from 'react-router-dom';
import { AccountStatus } from '../../shared/session/AccountStatus';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { defaultSiteSettings } from './siteSettings';
import { TopTabs } from './TopTabs';
import styles from './RootLayout.module.css';

export function RootLayout() {
  const navigation = useNavigation();
  const settings = defaultSiteSettings;
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <ScrollToTop />
      <Header
        productName={settings.productName}
        account={<AccountStatus />}
      />
      <TopTabs />
      <main id="main" className={styles.main} aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
      <Footer settings={settings} />
    </div>
  );
}
