import { lazy, type ComponentType, type ReactNode } from 'react';
import { Route } from 'react-router-dom';

/** A page from a module's named export, loaded on first visit: each public form is its own chunk. */
function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

// Each page brings its own <StoreProvider>, language switch and minimal form layout, so the entry
// chunk holds only these lines and the marketing site never downloads the forms or the store.
const PrescreeningPage = lazyNamed(() => import('./prescreening/PrescreeningPage'), 'PrescreeningPage');
const I9Page = lazyNamed(() => import('./i9/I9Page'), 'I9Page');
const ReverifyPage = lazyNamed(() => import('./reverify/ReverifyPage'), 'ReverifyPage');

/** Route elements of this area, placed by App inside <Routes>: the two public forms of docs/product.md §2, and the employee's Supplement B upload. */
export function publicFormRoutes(): ReactNode {
  return (
    <>
      <Route path="/prescreening/:linkId" element={<PrescreeningPage />} />
      <Route path="/i9/:url" element={<I9Page />} />
      <Route path="/reverify/:url" element={<ReverifyPage />} />
    </>
  );
}
