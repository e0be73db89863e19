import { Link } from 'react-router-dom';
import { ThankYou } from './ThankYou';
import styles from './thank-you.module.css';

/** `/thank-you`, after a successful signup. Logging in from here lands on the ERD form, the next step. */
export function AccountCreatedPage() {
  return (
    <ThankYou title="Account Created" intro={<p>Your ClearHire account is ready. Three steps and you can start screening.</p>}>
      <ol className={styles.steps}>
        <li>
          <strong>Log in</strong> with the e-mail address and password you just chose.
        </li>
        <li>
          <strong>Complete the ERD and I-9 employer authorization</strong> from your dashboard. It lets us prepare and submit WOTC
          forms on your behalf and stays effective for up to five years.
        </li>
        <li>
          <strong>Share your pre-screening link.</strong> Once we approve the ERD, copy the link from your dashboard into your job
          applications, and add new employees to send them their Form I-9.
        </li>
      </ol>
      <div className={styles.actions}>
        <Link to={`/login?redirect=${encodeURIComponent('/dashboard/erd')}`} className="button">
          Log in and complete the ERD
        </Link>
        <Link to="/earn_tax_credits" className="button button--secondary">
          How WOTC works
        </Link>
      </div>
    </ThankYou>
  );
}
