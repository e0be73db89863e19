import { Link } from 'react-router-dom';
import { PageNotFound } from '../ui/PageNotFound';

export function NotFound() {
  return <PageNotFound homeLink={(text) => <Link to="/">{text}</Link>} />;
}
