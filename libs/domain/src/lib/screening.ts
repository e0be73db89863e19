import { SCREENING_ANSWER_FIELDS, type AnswerField } from '@clearhire/contracts';
import { determineTargetGroups, type TargetGroupMatch } from './target-groups';
import { isRehire, REHIRE_NO_CREDIT } from './rehire';
import type { TargetGroupCode } from './wotc-rules';

/** What the target groups depend on: the answers, eligibility, the birthdate and the hire date. */
export type ScreenedSubmission = Partial<Record<AnswerField, string | null>> & {
  eligible: boolean;
  birthdate: string;
  hireDate?: string | null;
  /** The company's today, the reference day until the hire date is known. */
  today?: string;
};

/** A submission's answers by their spec names, and the target groups they support (none when not eligible). */
export function screeningOf(s: ScreenedSubmission): { answers: Record<string, string | null>; groups: TargetGroupMatch[] } {
  const answers: Record<string, string | null> = {};
  for (const f of SCREENING_ANSWER_FIELDS) answers[f] = s[f] ?? null;
  // Ages and look-back windows are measured on the hire date, or on today until it is recorded.
  const groups = s.eligible ? determineTargetGroups({ answers, birthdate: s.birthdate, hireDate: s.hireDate ?? null, today: s.today }) : [];
  return { answers, groups };
}

/** The group a submission counts for and its credit in dollars (stored as submissions.best_group / max_credit). */
export interface CreditDetermination {
  bestGroup: TargetGroupCode | null;
  maxCredit: number;
}

/**
 * The largest credit among the groups that need no address check, and its group: an address-dependent
 * group (DCR, summer youth) is never counted until the employer has checked the address. The groups
 * come best first, confirmed before address-dependent on a tie, so the first confirmed one is it.
 */
export function bestConfirmedGroup(groups: readonly TargetGroupMatch[]): CreditDetermination {
  const best = groups.find((g) => !g.needsAddressCheck);
  return best ? { bestGroup: best.code, maxCredit: best.maxCredit } : { bestGroup: null, maxCredit: 0 };
}

/**
 * Why a submission whose answers support a group earns no credit, or null. Today one reason: a
 * rehire (rehire.ts, IRC §51(i)(2)).
 */
export function noCreditReason(s: Partial<Record<AnswerField, string | null>>): string | null {
  return isRehire(s) ? REHIRE_NO_CREDIT : null;
}

/**
 * The one place the stored determination is computed: at the pre-screening, when a hire is
 * recorded (the hire date moves the reference day of ages and windows), and by the backfill. A
 * submission with a reason for no credit (a rehire) counts for no group and no credit. `groups`:
 * the submission's own, when the caller has them already.
 */
export function creditDeterminationOf(s: ScreenedSubmission, groups: readonly TargetGroupMatch[] = screeningOf(s).groups): CreditDetermination {
  if (noCreditReason(s)) return { bestGroup: null, maxCredit: 0 };
  return bestConfirmedGroup(groups);
}
