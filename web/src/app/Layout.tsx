import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAnalyticsTracker } from '../features/analytics/useAnalyticsTracker';
import { AuthSession } from '../features/auth/AuthSession';
import { ConsentPrompt } from '../features/privacy/ConsentPrompt';
import { Footer } from './Footer';
import styles from './Layout.module.css';
import { usePageMeta } from './page-meta';
import { TopBar } from './TopBar';

export function Layout() {
  useAnalyticsTracker();
  usePageMeta();
  const isHome = useLocation().pathname === '/';
  return (
    <div className={`${styles.page} ${isHome ? '' : styles.withBackground}`}>
      <AuthSession />
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <TopBar />
      <main id="main" className={styles.main}>
        <Suspense fallback={<p role="status">Loading...</p>}>
          <Outlet />
        </Suspense>
      </main>
      <ConsentPrompt />
      <Footer />
    </div>
  );
}
