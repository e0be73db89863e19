import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import './styles/global.css';

const root = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// The marketing and legal pages come prerendered (tools/prerender.mjs): React takes over their HTML.
// Every other page starts from the empty shell.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
