import type { EVerifyAgency, EVerifyCaseStatus, EVerifyPhotoAnswer } from '@clearhire/contracts';

/**
 * The E-Verify test mode's outcome table. The employee's last name chooses the case's path, so a
 * tester (or a test) can walk every result E-Verify gives; any other name is authorized. Each step
 * written "→" arrives on its own after EVERIFY_TEST_DELAY_SECONDS; "[refer]", "[photo: …]" and
 * "[no action]" are the employer's steps.
 *
 * | Last name begins with | What E-Verify answers |
 * |---|---|
 * | (any other name) | employment authorized |
 * | `Slow` | needs more time → employment authorized |
 * | `Ssamismatch` | SSA tentative nonconfirmation; [refer] → referred → case in continuance → employment authorized |
 * | `Dhsmismatch` | DHS tentative nonconfirmation; [refer] → referred → employment authorized |
 * | `Dualmismatch` | SSA and DHS tentative nonconfirmation; [refer] → referred → employment authorized |
 * | `Finalmismatch` | SSA tentative nonconfirmation; [refer] → referred → final nonconfirmation |
 * | `Photomatch` | photo matching; [photo: yes] → employment authorized; [photo: no or no photo] → DHS tentative nonconfirmation, then as `Dhsmismatch` |
 * | `Resubmit` | close case and resubmit |
 * | `Duplicate` | duplicate case |
 *
 * At any tentative nonconfirmation, [no action] (the employee chose not to contest) answers a final
 * nonconfirmation at once.
 */
export const TEST_MODE_SCENARIOS = ['authorized', 'slow', 'ssa-mismatch', 'dhs-mismatch', 'dual-mismatch', 'final-mismatch', 'photo-match', 'resubmit', 'duplicate'] as const;
export type TestModeScenario = (typeof TEST_MODE_SCENARIOS)[number];

const BY_NAME: readonly [prefix: string, scenario: TestModeScenario][] = [
  ['slow', 'slow'],
  ['ssamismatch', 'ssa-mismatch'],
  ['dhsmismatch', 'dhs-mismatch'],
  ['dualmismatch', 'dual-mismatch'],
  ['finalmismatch', 'final-mismatch'],
  ['photomatch', 'photo-match'],
  ['resubmit', 'resubmit'],
  ['duplicate', 'duplicate'],
];

export function scenarioOf(lastName: string): TestModeScenario {
  const name = lastName.trim().toLowerCase();
  return BY_NAME.find(([prefix]) => name.startsWith(prefix))?.[1] ?? 'authorized';
}

/** Whose records do not match in a scenario's mismatch. */
export function mismatchAgency(scenario: TestModeScenario): EVerifyAgency {
  if (scenario === 'dual-mismatch') return 'dual';
  if (scenario === 'dhs-mismatch' || scenario === 'photo-match') return 'dhs';
  return 'ssa';
}

/** The result E-Verify gives on its own after `status` in a scenario, or null when it waits for the employer (or is done). */
export function automaticNext(scenario: TestModeScenario, status: EVerifyCaseStatus): EVerifyCaseStatus | null {
  switch (status) {
    case 'verification-in-process':
      switch (scenario) {
        case 'slow':
          return 'needs-more-time';
        case 'ssa-mismatch':
        case 'dhs-mismatch':
        case 'dual-mismatch':
        case 'final-mismatch':
          return 'tentative-nonconfirmation';
        case 'photo-match':
          return 'photo-match';
        case 'resubmit':
          return 'close-and-resubmit';
        case 'duplicate':
          return 'duplicate-case';
        default:
          return 'employment-authorized';
      }
    case 'needs-more-time':
      return 'employment-authorized';
    case 'referred':
      if (scenario === 'ssa-mismatch') return 'case-in-continuance';
      return scenario === 'final-mismatch' ? 'final-nonconfirmation' : 'employment-authorized';
    case 'case-in-continuance':
      return 'employment-authorized';
    default:
      return null;
  }
}

/** What a photo answer leads to: a match is authorized; anything else goes to DHS as a mismatch. */
export function afterPhotoMatch(answer: EVerifyPhotoAnswer): EVerifyCaseStatus {
  return answer === 'yes' ? 'employment-authorized' : 'tentative-nonconfirmation';
}

/**
 * A case number shaped like E-Verify's: the year, the day of the year, six digits and two capital
 * letters (2026329000123AB), from the random bytes given.
 */
export function testModeCaseNumber(now: Date, random: Buffer): string {
  const year = now.getUTCFullYear();
  const dayOfYear = Math.floor((Date.UTC(year, now.getUTCMonth(), now.getUTCDate()) - Date.UTC(year, 0, 0)) / 86_400_000);
  const digits = String(random.readUInt32BE(0) % 1_000_000).padStart(6, '0');
  const letters = String.fromCharCode(65 + (random[4] % 26), 65 + (random[5] % 26));
  return `${year}${String(dayOfYear).padStart(3, '0')}${digits}${letters}`;
}
