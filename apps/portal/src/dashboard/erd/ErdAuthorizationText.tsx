import type { ReactNode } from 'react';
import { ERD_AUTHORIZATION_TITLE, erdAuthorizationBlocks, type ErdAuthorizationBlock } from '@clearhire/contracts';
import styles from './erd.module.css';

/** The blocks in their order, each run of granted powers as one list under the heading before it. */
function render(blocks: readonly ErdAuthorizationBlock[]): ReactNode[] {
  const out: ReactNode[] = [];
  let heading = '';
  let i = 0;
  while (i < blocks.length) {
    const block = blocks[i];
    if (block.kind === 'power') {
      const start = i;
      while (i < blocks.length && blocks[i].kind === 'power') i += 1;
      out.push(
        <ul key={start} aria-label={`Powers granted: ${heading}`}>
          {blocks.slice(start, i).map((power) => (
            <li key={power.text}>{power.text}</li>
          ))}
        </ul>,
      );
      continue;
    }
    if (block.kind === 'heading') heading = block.text;
    out.push(block.kind === 'heading' ? <h3 key={i}>{block.text}</h3> : <p key={i}>{block.text}</p>);
    i += 1;
  }
  return out;
}

/**
 * The words the owner signs, shown in full before the signature field: the current version's text
 * from libs/contracts for the legal name as typed, built by the same function with which the API
 * stores what was signed (and the PDF prints what was stored), block by block in its order.
 */
export function ErdAuthorizationText({ employer }: { employer: string }) {
  const name = employer.trim() || '[Company legal name]';
  return (
    <section aria-labelledby="erd-authorization-title" className={styles.authorization}>
      <h2 id="erd-authorization-title">{ERD_AUTHORIZATION_TITLE}</h2>
      <p className={styles.lead}>Read what you authorize: signing below signs these words, which are kept with your signature.</p>
      {render(erdAuthorizationBlocks(name))}
    </section>
  );
}
