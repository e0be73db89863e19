import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../ui/PageLoading';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import styles from './layout.module.css';

/**
 * Header and footer around every public page. Its own Suspense keeps them on screen while a page's
 * chunk loads. The layout owns the one <main id="main"> the skip link jumps to.
 */
export function PublicLayout() {
  return (
    <div className={styles.shell}>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
