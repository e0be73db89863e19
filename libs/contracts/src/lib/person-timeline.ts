/**
 * The steps of one person's path from pre-screening to the end of the Form I-9's retention, in the
 * path's natural order: the order the timeline keeps for steps that fall on the same day.
 */
export const PERSON_TIMELINE_STEPS = [
  'prescreened',
  'job-offer',
  'hired',
  'first-day',
  'i9-link-sent',
  'section1-signed',
  'section2-signed',
  'everify-case-created',
  'everify-result',
  'everify-closed',
  'sent-to-state',
  'certified',
  'denied',
  'wages-recorded',
  'terminated',
  'retention-ends',
] as const;
export type PersonTimelineStep = (typeof PERSON_TIMELINE_STEPS)[number];

/** Which record a step belongs to: the page it links to. */
export const PERSON_TIMELINE_RECORDS = ['submission', 'employee'] as const;
export type PersonTimelineRecord = (typeof PERSON_TIMELINE_RECORDS)[number];
