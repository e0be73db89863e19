import { Suspense, useEffect, useRef } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { publicSiteRoutes } from '../public-site/routes';
import { publicFormRoutes } from '../public-forms/routes';
import { dashboardRoutes } from '../dashboard/routes';
import { NotFound } from './NotFound';
import { PageLoading } from '../ui/PageLoading';

/**
 * Every route of docs/product.md §2. Each area owns its route list and loads its pages lazily, so the
 * marketing site downloads neither the forms nor the dashboard, and only pages that call the API
 * load the Redux store and API client (see StoreProvider). The declarative router keeps the entry
 * chunk small: it is the one piece every visitor downloads.
 */
export function App() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTopOnNavigate />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {publicSiteRoutes()}
          {publicFormRoutes()}
          {dashboardRoutes()}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}

/**
 * A new page starts at the top, unless the link points at a section (#id) of it. The page the visitor
 * opened is left where the browser put it: on a prerendered page they may have scrolled before React
 * took over.
 */
function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const opened = useRef(`${pathname}${hash}`);
  useEffect(() => {
    if (opened.current === `${pathname}${hash}`) return;
    opened.current = '';
    if (!hash) window.scrollTo?.(0, 0);
  }, [pathname, hash]);
  return null;
}
