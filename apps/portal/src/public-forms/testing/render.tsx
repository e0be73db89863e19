import { Suspense } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Routes } from 'react-router-dom';
import { publicFormRoutes } from '../routes';

/** Renders the area's real routes (lazy pages included) at a path, with a user-event session. */
export function renderAt(path: string, options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup({ delay: null, ...options });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>Loading page</p>}>
        <Routes>{publicFormRoutes()}</Routes>
      </Suspense>
    </MemoryRouter>,
  );
  return { user, ...view };
}
