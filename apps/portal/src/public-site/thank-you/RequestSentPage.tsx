import { Link } from 'react-router-dom';
import { RESOURCES } from '../site-map';
import { ThankYou } from './ThankYou';
import styles from './thank-you.module.css';

/** `/thank-you-demo`, after a demo request. */
export function RequestSentPage() {
  return (
    <ThankYou
      title="Request Sent"
      intro={
        <p>
          Thank you for your interest in ClearHire. We have your demo request and will reply by e-mail to arrange a time that
          suits you.
        </p>
      }
    >
      <h2 className={styles.subheading}>While you wait</h2>
      <ul className={styles.links}>
        {RESOURCES.slice(0, 4).map((resource) => (
          <li key={resource.path}>
            <Link to={resource.path}>{resource.title}</Link>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Link to="/signup" className="button">
          Create a free account
        </Link>
        <Link to="/" className="button button--secondary">
          Back to the home page
        </Link>
      </div>
    </ThankYou>
  );
}
