import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../site-map';
import styles from './layout.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerInner}`}>
        <nav aria-label="Footer">
          <ul className={styles.footerLinks}>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </li>
          </ul>
        </nav>
        <p className={styles.footerNote}>
          ClearHire provides WOTC screening and Form I-9 software and services. It does not give legal or tax advice.
        </p>
        {/* The page may have been prerendered in an earlier year than the visitor's clock says. */}
        <p className={styles.copyright} suppressHydrationWarning>
          © {new Date().getFullYear()} ClearHire. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
