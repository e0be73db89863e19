import { Link } from 'react-router-dom';
import { RESOURCES } from '../site-map';
import styles from './home.module.css';

/** Section `resources`: a card for each of the six content pages. */
export function ResourceCards() {
  return (
    <section id="resources" tabIndex={-1} className={styles.section} aria-labelledby="resources-title">
      <div className="container">
        <h2 id="resources-title">Resources</h2>
        <p className={styles.sectionIntro}>Plain-language guides to the two programs ClearHire handles for you.</p>
        <ul className={styles.cardGrid}>
          {RESOURCES.map((resource) => (
            <li key={resource.path} className={`card ${styles.resourceCard}`}>
              <p className={styles.cardTopic}>{resource.topic}</p>
              <h3>
                <Link to={resource.path}>{resource.title}</Link>
              </h3>
              <p>{resource.summary}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
