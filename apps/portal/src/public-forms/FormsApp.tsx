import { lazy, Suspense } from 'react';
import { PageLoading } from '../ui/PageLoading';
import { PageNotFound } from '../ui/PageNotFound';
import { FORM_PAGES, matchFormPath } from './form-pages';

const PrescreeningPage = lazy(FORM_PAGES.prescreening);
const I9Page = lazy(FORM_PAGES.i9);
const ReverifyPage = lazy(FORM_PAGES.reverify);

/**
 * The applicant's forms on their own (forms.html): the page the path names, without the portal's
 * router, store or site layout. Nothing on these pages links elsewhere in the portal, so a path is
 * all they need.
 */
export function FormsApp({ pathname }: { pathname: string }) {
  const match = matchFormPath(pathname);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {match ? (
        <Suspense fallback={<PageLoading />}>
          {match.page === 'prescreening' && <PrescreeningPage linkId={match.param} locationKey={match.locationKey} />}
          {match.page === 'i9' && <I9Page url={match.param} />}
          {match.page === 'reverify' && <ReverifyPage url={match.param} />}
        </Suspense>
      ) : (
        <PageNotFound homeLink={(text) => <a href="/">{text}</a>} />
      )}
    </>
  );
}
