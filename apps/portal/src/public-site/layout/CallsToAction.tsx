import { Link } from 'react-router-dom';
import styles from './calls-to-action.module.css';

/**
 * The two calls on a dark brand band (the home page's hero, an article's close): ask for a demo, or
 * create an account. The band's `className` spaces the row and says how the secondary button
 * answers the pointer.
 */
export function CallsToAction({ contactLabel, className }: { contactLabel: string; className: string }) {
  return (
    <div className={`${styles.actions} ${className}`}>
      <Link to="/contact" className="button">
        {contactLabel}
      </Link>
      <Link to="/signup" className="button button--secondary">
        Create a free account
      </Link>
    </div>
  );
}
