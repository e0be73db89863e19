import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <main id="main" className="not-found">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <Link to="/">Go to the ClearHire home page</Link>
      </p>
    </main>
  );
}
