import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RESOURCES } from '../site-map';
import { useDocumentTitle } from '../use-document-title';
import { CallsToAction } from '../layout/CallsToAction';
import eyebrowStyles from '../layout/eyebrow.module.css';
import styles from './content.module.css';

interface Props {
  /** Browser tab title, before " | ClearHire". */
  title: string;
  heading: string;
  eyebrow?: string;
  lead: ReactNode;
  children: ReactNode;
  /** The path of this page, left out of "Related guides". Legal pages show no guides. */
  resourcePath?: string;
  /** The closing call to action; legal pages leave it out. */
  callToAction?: boolean;
}

/** The frame of every content page: one h1, a lead paragraph, sections, then related guides and a call to action. */
export function ArticlePage({ title, heading, eyebrow, lead, children, resourcePath, callToAction = true }: Props) {
  useDocumentTitle(title);
  const related = resourcePath ? RESOURCES.filter((resource) => resource.path !== resourcePath) : [];
  return (
    <article className={styles.article}>
      <div className={styles.pageHeader}>
        <div className="container">
          {eyebrow && <p className={eyebrowStyles.eyebrow}>{eyebrow}</p>}
          <h1>{heading}</h1>
          <div className={styles.lead}>{lead}</div>
        </div>
      </div>
      <div className={`container ${styles.body}`}>{children}</div>
      {callToAction && (
        <aside className={styles.cta} aria-labelledby="cta-title">
          <div className="container">
            <h2 id="cta-title">See ClearHire with your own hiring</h2>
            <p>We will walk you through pre-screening, the state filing and remote Form I-9 in a short demo.</p>
            <CallsToAction contactLabel="Contact us for a demo" className={styles.ctaActions} />
          </div>
        </aside>
      )}
      {related.length > 0 && (
        <nav className={`container ${styles.related}`} aria-labelledby="related-title">
          <h2 id="related-title">Related guides</h2>
          <ul>
            {related.map((resource) => (
              <li key={resource.path}>
                <Link to={resource.path}>{resource.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}

/** A titled section of an article; the id lets other pages link to it. */
export function ArticleSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** A highlighted aside inside an article (program status, "illustrative example" labels). */
export function Callout({ title, children, tone = 'info' }: { title: string; children: ReactNode; tone?: 'info' | 'warning' }) {
  return (
    <div className={`${styles.callout} ${tone === 'warning' ? styles.calloutWarning : ''}`} role="note" aria-label={title}>
      <p className={styles.calloutTitle}>{title}</p>
      {children}
    </div>
  );
}

/**
 * A table that may scroll sideways on a phone: the scrolling box is focusable and named, so
 * keyboard users can scroll it too.
 */
export function ScrollableTable({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`table-wrap ${wide ? styles.wide : ''}`} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
