import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { EVERIFY_OPEN_STATUSES, type EVerifyCaseStatus, type EVerifyPhotoAnswer } from '@clearhire/contracts';
import { EVerifyTestModeCase } from '@clearhire/db';
import { renderEVerifyNotice } from '@clearhire/documents';
import { agencyContactBy, tncReferBy } from '@clearhire/domain';
import type { Clock } from '../time/clock';
import { EVerifyUnavailableError, type EVerifyCaseInput, type EVerifyGateway, type EVerifyGatewayCase, type EVerifyNoticeRequest } from './everify-gateway';
import { afterPhotoMatch, automaticNext, mismatchAgency, scenarioOf, testModeCaseNumber, type TestModeScenario } from './test-mode-scenarios';
import { TEST_MODE_PHOTO_PNG } from './test-mode-photo';

/** E-Verify's dates are the service's own, in Eastern time. */
const SERVICE_TIME_ZONE = 'America/New_York';

/**
 * The E-Verify test mode: a stand-in for the service that behaves like it. Cases get real-looking
 * numbers, results arrive only after a delay and only to whoever asks for them, the employer's
 * steps are refused out of turn, and the path of each case comes from the outcome table
 * (test-mode-scenarios.ts). Its state lives in its own table, as the service's would, so the API
 * and the worker see the same cases. Nothing it answers is a real result: mode 'test'.
 */
export class TestModeEVerifyGateway implements EVerifyGateway {
  readonly mode = 'test' as const;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly delaySeconds: number,
  ) {}

  async createCase(input: EVerifyCaseInput): Promise<EVerifyGatewayCase> {
    const scenario = scenarioOf(input.lastName);
    const row = this.dataSource.getRepository(EVerifyTestModeCase).create({
      caseNumber: testModeCaseNumber(this.clock.now(), randomBytes(6)),
      scenario,
      status: 'verification-in-process',
      agency: null,
      resultIssuedOn: null,
      referredOn: null,
      ...this.scheduleAfter(scenario, 'verification-in-process'),
    });
    await this.dataSource.getRepository(EVerifyTestModeCase).insert(row);
    return view(row);
  }

  /** One step per call at most, once its moment has come: as the service, results show up later. */
  caseStatus(caseNumber: string): Promise<EVerifyGatewayCase> {
    return this.change(caseNumber, null, (row) => {
      if (row.nextStatus && row.nextAt && row.nextAt.getTime() <= this.clock.now().getTime()) this.enter(row, row.nextStatus);
    });
  }

  async photo(caseNumber: string): Promise<{ bytes: Buffer; contentType: 'image/png' }> {
    const row = await this.find(this.dataSource.manager, caseNumber);
    if (row.status !== 'photo-match') throw new EVerifyUnavailableError(`E-Verify test mode: case ${caseNumber} has no photo to match`);
    return { bytes: TEST_MODE_PHOTO_PNG, contentType: 'image/png' };
  }

  photoMatch(caseNumber: string, answer: EVerifyPhotoAnswer): Promise<EVerifyGatewayCase> {
    return this.change(caseNumber, ['photo-match'], (row) => this.enter(row, afterPhotoMatch(answer)));
  }

  refer(caseNumber: string): Promise<EVerifyGatewayCase> {
    return this.change(caseNumber, ['tentative-nonconfirmation'], (row) => {
      row.referredOn = this.today();
      this.enter(row, 'referred');
    });
  }

  noAction(caseNumber: string): Promise<EVerifyGatewayCase> {
    return this.change(caseNumber, ['tentative-nonconfirmation'], (row) => this.enter(row, 'final-nonconfirmation'));
  }

  close(caseNumber: string): Promise<EVerifyGatewayCase> {
    return this.change(caseNumber, EVERIFY_OPEN_STATUSES, (row) => this.enter(row, 'closed'));
  }

  async notice(caseNumber: string, request: EVerifyNoticeRequest): Promise<Buffer> {
    const row = await this.find(this.dataSource.manager, caseNumber);
    if (!row.agency || !row.resultIssuedOn) throw new EVerifyUnavailableError(`E-Verify test mode: case ${caseNumber} has no mismatch to give notice of`);
    if (request.kind === 'referral-date-confirmation' && !row.referredOn) throw new EVerifyUnavailableError(`E-Verify test mode: case ${caseNumber} was not referred`);
    return renderEVerifyNotice({
      kind: request.kind,
      language: request.language,
      testMode: true,
      caseNumber,
      employerName: request.employerName,
      employee: request.employee,
      agency: row.agency,
      resultIssuedOn: row.resultIssuedOn,
      referBy: tncReferBy(row.resultIssuedOn),
      referredOn: row.referredOn,
      contactBy: row.referredOn ? agencyContactBy(row.referredOn) : null,
      generatedAt: this.clock.now(),
      timeZone: request.timeZone,
    });
  }

  /** Reads the case under a row lock, refuses a step the case is not in the state for, applies it. */
  private async change(caseNumber: string, allowed: readonly EVerifyCaseStatus[] | null, apply: (row: EVerifyTestModeCase) => void): Promise<EVerifyGatewayCase> {
    return this.dataSource.transaction(async (m) => {
      const row = await this.find(m, caseNumber, true);
      if (allowed && !allowed.includes(row.status)) throw new EVerifyUnavailableError(`E-Verify test mode: case ${caseNumber} is ${row.status}`);
      apply(row);
      await m.save(row);
      return view(row);
    });
  }

  private async find(m: EntityManager, caseNumber: string, lock = false): Promise<EVerifyTestModeCase> {
    const row = await m.getRepository(EVerifyTestModeCase).findOne({ where: { caseNumber }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!row) throw new EVerifyUnavailableError(`E-Verify test mode: no case ${caseNumber}`);
    return row;
  }

  /** The case takes a new result today, and the next automatic one is scheduled. */
  private enter(row: EVerifyTestModeCase, status: EVerifyCaseStatus): void {
    row.status = status;
    if (status === 'tentative-nonconfirmation') {
      row.agency = mismatchAgency(row.scenario as TestModeScenario);
      row.resultIssuedOn = this.today();
    }
    Object.assign(row, this.scheduleAfter(row.scenario as TestModeScenario, status));
  }

  private scheduleAfter(scenario: TestModeScenario, status: EVerifyCaseStatus): Pick<EVerifyTestModeCase, 'nextStatus' | 'nextAt'> {
    const next = automaticNext(scenario, status);
    return { nextStatus: next, nextAt: next ? new Date(this.clock.now().getTime() + this.delaySeconds * 1000) : null };
  }

  private today(): string {
    return this.clock.todayIn(SERVICE_TIME_ZONE);
  }
}

function view(row: EVerifyTestModeCase): EVerifyGatewayCase {
  return { caseNumber: row.caseNumber, status: row.status, agency: row.agency, resultIssuedOn: row.resultIssuedOn, referredOn: row.referredOn };
}
