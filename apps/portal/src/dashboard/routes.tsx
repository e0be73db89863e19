import type { ReactNode } from 'react';

/** Route elements of this area, placed by App inside <Routes>. */
export function dashboardRoutes(): ReactNode {
  return null;
}
