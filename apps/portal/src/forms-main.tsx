import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FormsApp } from './public-forms/FormsApp';
import './styles/global.css';

// The entry of forms.html, which the API sends for /prescreening/…, /i9/… and /reverify/…: React and
// the form the path names, nothing else (the applicant's forms' budget is 90 KB gzip of JavaScript).
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <FormsApp pathname={window.location.pathname} />
  </StrictMode>,
);
