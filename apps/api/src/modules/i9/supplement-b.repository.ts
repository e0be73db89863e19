import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In } from 'typeorm';
import { Employee, I9SupplementB } from '@clearhire/db';
import type { Scope } from '../../common/auth/scope';

/** What the employer asks for when starting a section. */
export type RequestedSection = Pick<
  I9SupplementB,
  | 'companyId'
  | 'employeeId'
  | 'reason'
  | 'url'
  | 'linkExpiresAt'
  | 'invitedAt'
  | 'requestedBy'
  | 'needsDocument'
  | 'rehireDate'
  | 'newLastname'
  | 'newFirstname'
  | 'newMiddleInitial'
>;

/** What the examiner records when completing a section. */
export type CompletedSection = Pick<
  I9SupplementB,
  | 'documentList'
  | 'documentTitle'
  | 'documentIssuingAuthority'
  | 'documentNumberEncrypted'
  | 'documentNumberLast4'
  | 'documentExpirationDate'
  | 'alternativeProcedure'
  | 'additionalInformation'
  | 'examinerUserId'
  | 'examinerLastname'
  | 'examinerFirstname'
  | 'authorizedRepresentative'
  | 'signedOn'
  | 'signedAt'
  | 'signerIp'
  | 'signerUserAgent'
  | 'attestation'
>;

/** What a completed section changes on the employee: the next reverification date, the rehire, the name. */
export type EmployeeAfterSection = Partial<Pick<Employee, 'reverifyBy' | 'rehiredOn' | 'terminationDate' | 'retainUntil' | 'lastname' | 'firstname'>>;

/**
 * The Supplement B sections of an employee's Form I-9 (docs/compliance.md §4.5). The employee is
 * found and locked first through EmployeesRepository with the request's Scope; the employee's
 * upload finds its section by the private link alone (its 256 random bits are the credential).
 */
@Injectable()
export class SupplementBRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The employee's section still waiting for its document or its examiner, if any. */
  openSectionOf(m: EntityManager, scope: Scope, employeeId: string): Promise<I9SupplementB | null> {
    return m.findOne(I9SupplementB, {
      where: scope.whereOfEmployee({ employeeId, status: In(['requested', 'uploaded']) }),
    });
  }

  /** A section of the employee in scope, or null. */
  sectionOf(m: EntityManager, scope: Scope, employeeId: string, id: string): Promise<I9SupplementB | null> {
    return m.findOne(I9SupplementB, { where: scope.whereOfEmployee({ id, employeeId }) });
  }

  /** Starts the employee's next section (numbered after the last; the employee's row is locked by the caller). */
  async request(m: EntityManager, section: RequestedSection): Promise<string> {
    const [{ next }]: { next: number }[] = await m.query('SELECT coalesce(max(sequence), 0) + 1 AS next FROM i9_supplement_b WHERE employee_id = $1', [section.employeeId]);
    const saved = await m.save(
      m.create(I9SupplementB, {
        ...section,
        sequence: next,
        status: 'requested',
      }),
    );
    return saved.id;
  }

  /**
   * The section a private link names, with its employee when asked. Public by design: the link is
   * the credential, so no company scope applies; callers check the token's shape first.
   */
  findByLink(url: string, opts: { withEmployee?: boolean } = {}): Promise<I9SupplementB | null> {
    return this.dataSource.getRepository(I9SupplementB).findOne({
      where: { url },
      ...(opts.withEmployee ? { relations: { employee: true } } : {}),
    });
  }

  /** The section, its row held for the rest of the caller's transaction (one upload per link). */
  lock(m: EntityManager, id: string): Promise<I9SupplementB | null> {
    return m.findOne(I9SupplementB, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
  }

  markUploaded(m: EntityManager, id: string, at: Date): Promise<unknown> {
    return m.update(I9SupplementB, { id }, { status: 'uploaded', uploadedAt: at });
  }

  /** Completes the section and writes what it changes on the employee. */
  async complete(m: EntityManager, section: I9SupplementB, completed: CompletedSection, employee: EmployeeAfterSection): Promise<void> {
    await m.update(I9SupplementB, { id: section.id }, { ...completed, status: 'completed' });
    await m.update(Employee, { id: section.employeeId }, employee);
  }
}
