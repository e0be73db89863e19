import { TARGET_GROUPS, computeCredit, type TargetGroupCode } from '@clearhire/domain';

/**
 * The illustrative restaurant chain of the case study (docs/product.md §1: "an example restaurant chain
 * saving over $250,000"). The hires are invented; every credit is computed by the domain's credit
 * rules, so the story's arithmetic always matches the rules table.
 */
interface CaseStudyCohort {
  group: TargetGroupCode;
  /** How the cohort is described in the table, after the group name. */
  detail: string;
  hires: number;
  hoursYear1: number;
  wagesYear1: number;
  wagesYear2?: number;
}

/** Start date of the example year: within the program's authorization, so the current rates apply. */
const EXAMPLE_START = '2025-03-03';

const COHORTS: readonly CaseStudyCohort[] = [
  { group: 'SNAP', detail: 'stayed 400 hours or more', hires: 70, hoursYear1: 1100, wagesYear1: 16500 },
  { group: 'SNAP', detail: 'left after 120 to 399 hours', hires: 20, hoursYear1: 300, wagesYear1: 4500 },
  { group: 'LTUR', detail: 'stayed 400 hours or more', hires: 12, hoursYear1: 1200, wagesYear1: 18000 },
  { group: 'EX_FELON', detail: 'stayed 400 hours or more', hires: 8, hoursYear1: 1000, wagesYear1: 15000 },
  { group: 'VET_UNEMPLOYED_6M', detail: 'full-time managers', hires: 2, hoursYear1: 2000, wagesYear1: 42000 },
  { group: 'LTFA', detail: 'stayed two years', hires: 1, hoursYear1: 1500, wagesYear1: 22500, wagesYear2: 24000 },
];

export interface CaseStudyRow {
  label: string;
  hires: number;
  creditPerHire: number;
  subtotal: number;
}

export const CASE_STUDY_ROWS: readonly CaseStudyRow[] = COHORTS.map((cohort) => {
  const { total } = computeCredit({
    group: cohort.group,
    hoursYear1: cohort.hoursYear1,
    wagesYear1: cohort.wagesYear1,
    wagesYear2: cohort.wagesYear2,
    startDate: EXAMPLE_START,
  });
  return {
    label: `${TARGET_GROUPS[cohort.group].name}, ${cohort.detail}`,
    hires: cohort.hires,
    creditPerHire: total,
    subtotal: total * cohort.hires,
  };
});

export const CASE_STUDY_TOTAL = CASE_STUDY_ROWS.reduce((sum, row) => sum + row.subtotal, 0);
export const CASE_STUDY_CERTIFIED_HIRES = CASE_STUDY_ROWS.reduce((sum, row) => sum + row.hires, 0);
/** Applicants hired in the example year, all of them pre-screened. */
export const CASE_STUDY_HIRES_SCREENED = 650;
export const CASE_STUDY_LOCATIONS = 14;
