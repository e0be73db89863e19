import { WOTC_FIGURES } from '../wotc-figures';
import { Callout } from './ArticlePage';

/**
 * WOTC is authorized by Congress for a limited period (docs/compliance.md §0). The date comes from the rules
 * table, so this note changes by itself when an extension is added there.
 */
export function ProgramStatusNote() {
  if (!WOTC_FIGURES.authorizedThrough) return null;
  return (
    <Callout title="Program status" tone="warning">
      <p>
        Congress has authorized WOTC for employees who begin work on or before {WOTC_FIGURES.authorizedThrough}. For people hired
        after that date, state workforce agencies may accept, date-stamp and hold certification requests, but cannot certify them
        until the program is renewed. Past lapses were renewed retroactively, though that is not guaranteed. We keep screening
        applicants and filing on time, so your requests are already on record if the credit is extended.
      </p>
    </Callout>
  );
}
