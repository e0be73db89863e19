import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageReady } from '../../page-ready';
import { PageLoading } from '../../ui/PageLoading';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import styles from './layout.module.css';

/**
 * Header and footer around every public page. Its own Suspense keeps them on screen while a page's
 * chunk loads; PageReady, inside it, says when the page has come alive (a prerendered page's early
 * clicks are pressed again then). The layout owns the one <main id="main"> the skip link jumps to.
 */
export function PublicLayout() {
  return (
    <div className={styles.shell}>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <PageReady />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
