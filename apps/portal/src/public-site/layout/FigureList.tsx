import styles from './figure-list.module.css';

/** One key figure: what it counts, and the figure. */
export type Figure = readonly [label: string, figure: string];

/**
 * Key figures as a definition list (the home page's WOTC section, the tax credit article): each
 * label with its figure, each a card (figure-list.module.css). The page's class lays them out and
 * sizes the figures.
 */
export function FigureList({ figures, className }: { figures: readonly Figure[]; className: string }) {
  return (
    <dl className={className}>
      {figures.map(([label, figure]) => (
        <div key={label} className={styles.figure}>
          <dt>{label}</dt>
          <dd>{figure}</dd>
        </div>
      ))}
    </dl>
  );
}
