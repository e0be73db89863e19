import { lazy, type ReactNode } from 'react';
import { Route, useParams } from 'react-router-dom';
import { FORM_PAGES } from './form-pages';

// The applicant opens these pages from a link, and the API answers them with their own small
// entry (forms.html, src/forms-main.tsx: React and the form, no router, no Redux). The routes here
// keep them reachable inside the portal's router too (tests, a link followed within the portal).
const PrescreeningPage = lazy(FORM_PAGES.prescreening);
const I9Page = lazy(FORM_PAGES.i9);
const ReverifyPage = lazy(FORM_PAGES.reverify);

function PrescreeningRoute() {
  const { linkId, locationKey } = useParams();
  return <PrescreeningPage linkId={linkId ?? ''} locationKey={locationKey} />;
}
function I9Route() {
  return <I9Page url={useParams().url ?? ''} />;
}
function ReverifyRoute() {
  return <ReverifyPage url={useParams().url ?? ''} />;
}

/** Route elements of this area, placed by App inside <Routes>: the two public forms of docs/product.md §2, and the employee's Supplement B upload. */
export function publicFormRoutes(): ReactNode {
  return (
    <>
      <Route path="/prescreening/:linkId" element={<PrescreeningRoute />} />
      <Route path="/prescreening/:linkId/:locationKey" element={<PrescreeningRoute />} />
      <Route path="/i9/:url" element={<I9Route />} />
      <Route path="/reverify/:url" element={<ReverifyRoute />} />
    </>
  );
}
