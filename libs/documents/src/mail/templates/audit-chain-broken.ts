import { formatTimestamp } from '../../format';
import type { MailDefinition } from '../mail-definition';

/** One break the worker found in the audit trail before a checkpoint, still open. */
export interface AuditChainBreakItem {
  /** The first event where the chain does not hold. */
  readonly eventId: string;
  /** What is wrong there, as `npm run audit:verify` says it (ids and times, no personal data). */
  readonly problem: string;
  readonly foundAt: Date;
}

/** The administrators' daily mail while the audit trail is broken: no checkpoint is signed until it verifies again. */
export interface AuditChainBrokenMail {
  readonly breaks: readonly AuditChainBreakItem[];
  /** The IANA zone the times are written in (the service's operators' zone: administrators have no company). */
  readonly timeZone: string;
}

export const auditChainBrokenMail: MailDefinition<AuditChainBrokenMail> = {
  subject: 'Audit trail broken at event {{firstEventId}}: no checkpoint signed',
  preheader: 'The audit trail no longer verifies under AUDIT_KEY; investigate before anything else.',
  reason: 'You received this email because you are a ClearHire administrator. It comes every day until the audit trail verifies again.',
  view: (d) => ({
    firstEventId: d.breaks[0]?.eventId ?? '',
    breaks: d.breaks.map((b) => ({ eventId: b.eventId, problem: b.problem, foundAt: formatTimestamp(b.foundAt, d.timeZone) })),
  }),
  text: `The audit trail is broken: an event was changed, removed or cut from the end by someone who could write to the database without AUDIT_KEY. The worker signs no checkpoint until the trail verifies again.

Audit trail broken:
{{#each breaks}}
- Event {{eventId}}, found {{foundAt}}: {{problem}}
{{/each}}

Run \`npm run audit:verify\` for every problem in the trail, and compare the events named with your database backups.
`,
  html: `<p>The audit trail is broken: an event was changed, removed or cut from the end by someone who could write to the database without AUDIT_KEY. The worker signs no checkpoint until the trail verifies again.</p>
<h2 style="font-size:16px;margin:16px 0 8px;">Audit trail broken</h2>
<ul>
{{#each breaks}}
<li><strong>Event {{eventId}}</strong>, found {{foundAt}}: {{problem}}</li>
{{/each}}
</ul>
<p>Run <code>npm run audit:verify</code> for every problem in the trail, and compare the events named with your database backups.</p>`,
};
