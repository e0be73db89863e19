import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Company, Employee, I9ExaminedDocument, I9Form, I9Section2 } from '@clearhire/db';
import {
  employerBusinessDays,
  inFormOrder,
  participatesInEVerify,
  reverifyBy,
  section2Attestation,
  section2DueDate,
  section2Problems,
} from '@clearhire/domain';
import { AuditService, Clock, fieldAt, FieldCipher, JobQueue, newI9Version } from '@clearhire/server';
import type { Actor } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { ApiError } from '../../common/errors/api-error';
import { AppConfig } from '../../config/app-config';
import { EmployeesRepository } from '../employees/employees.repository';
import type { Section2Dto } from './section2.dto';

/** Section 2 can count only fewer than 3 business days of work as "short": its due date is then the first day. */
const SHORT_TERM_BUSINESS_DAYS = 1;

/**
 * Form I-9 Section 2: the employer (its own users, or an administrator as its authorized
 * representative under the approved ERD) records the documents examined and signs. The person who
 * examines is the person who signs, so the signature binds the logged-in user, the names and title
 * they typed, the day on the employer's calendar, the IP and the attestation text they accepted.
 */
@Injectable()
export class Section2Service {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
    private readonly audit: AuditService,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    private readonly employees: EmployeesRepository,
    private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async complete(employeeId: string, dto: Section2Dto, actor: Actor, userAgent: string | null): Promise<void> {
    const session = actor.session!;
    const render = await this.dataSource.transaction(async (m) => {
      const employee = await this.employees.findOne(Scope.of(session), employeeId, { manager: m, lock: true });
      if (!employee) throw ApiError.notFound('Employee');
      const form = await m.findOne(I9Form, { where: { employeeId } });
      const company = await m.findOneOrFail(Company, { where: { id: employee.companyId } });
      if (employee.i9Status === 'pending' || !form) throw ApiError.conflict('The employee has not completed Section 1 yet.');
      if (employee.i9Status === 'verified') throw ApiError.conflict('Section 2 of this Form I-9 is already complete.');
      if (session.isAdmin && company.erdStatus !== 'approved') {
        throw ApiError.forbidden("An administrator completes Section 2 only as the employer's authorized representative, under its approved ERD.");
      }

      const today = this.clock.todayIn(company.timeZone);
      const problems = section2Problems(dto, { today, eVerify: participatesInEVerify(company), offerAcceptedOn: employee.offerAcceptedOn, birthdate: form.birthdate });
      if (problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, problems);

      const documents = inFormOrder(dto.documents);
      const dueDate = section2DueDate(dto.firstDayOfEmployment, {
        ...employerBusinessDays(company),
        employmentBusinessDays: dto.shortTermEmployment ? SHORT_TERM_BUSINESS_DAYS : undefined,
      });
      const reverify = reverifyBy(
        { citizenship: form.citizenship, authorizedUntil: form.expiry, firstDayOfEmployment: dto.firstDayOfEmployment, documents },
        this.config.I9_RECEIPT_VALIDITY_DAYS,
      );
      const section = await this.saveSection(m, employee, dto, { today, dueDate, actor, userAgent });
      await this.saveDocuments(m, employee, section.id, documents);
      await m.update(Employee, { id: employeeId }, {
        i9Status: 'verified',
        verifiedAt: section.signedAt,
        verifiedBy: session.userId,
        startDate: dto.firstDayOfEmployment,
        reverifyBy: reverify?.date ?? null,
      });
      const render = await newI9Version(m, employeeId);
      await this.audit.record(m, {
        actor,
        action: 'i9.section2.completed',
        recordType: 'employee',
        recordId: employeeId,
        companyId: employee.companyId,
        // Titles only: document numbers never enter the audit trail.
        detail: {
          section2Id: section.id,
          documents: documents.map((d) => `${d.list}: ${d.title}`),
          alternativeProcedure: dto.alternativeProcedure,
          authorizedRepresentative: session.isAdmin,
          dueDate,
          late: today > dueDate,
          reverifyBy: reverify?.date ?? null,
        },
      });
      return render;
    });
    await this.jobs.enqueueAll([render]);
  }

  private saveSection(
    m: EntityManager,
    employee: Employee,
    dto: Section2Dto,
    at: { today: string; dueDate: string; actor: Actor; userAgent: string | null },
  ): Promise<I9Section2> {
    return m.save(
      m.create(I9Section2, {
        companyId: employee.companyId,
        employeeId: employee.id,
        firstDayOfEmployment: dto.firstDayOfEmployment,
        shortTermEmployment: dto.shortTermEmployment ?? false,
        alternativeProcedure: dto.alternativeProcedure,
        additionalInformation: dto.additionalInformation ?? null,
        examinerUserId: at.actor.session!.userId,
        examinerLastname: dto.lastName,
        examinerFirstname: dto.firstName,
        examinerTitle: dto.title,
        authorizedRepresentative: at.actor.session!.isAdmin,
        employerName: dto.employerName,
        employerStreet: dto.employerStreet,
        employerCity: dto.employerCity,
        employerState: dto.employerState,
        employerZip: dto.employerZip,
        signedOn: at.today,
        signedAt: this.clock.now(),
        signerIp: at.actor.ip,
        signerUserAgent: at.userAgent,
        attestation: section2Attestation(dto.alternativeProcedure),
        dueDate: at.dueDate,
      }),
    );
  }

  private async saveDocuments(m: EntityManager, employee: Employee, section2Id: string, documents: Section2Dto['documents']): Promise<void> {
    await m.insert(
      I9ExaminedDocument,
      documents.map((d, position) => {
        // The id comes first: the document number is bound to its row.
        const id = randomUUID();
        return {
          id,
          companyId: employee.companyId,
          employeeId: employee.id,
          section2Id,
          position,
          list: d.list,
          title: d.title,
          issuingAuthority: d.issuingAuthority ?? null,
          numberEncrypted: d.number ? this.cipher.encryptText(d.number, fieldAt('i9_examined_documents', 'number_encrypted', id)) : null,
          numberLast4: d.number ? d.number.slice(-4) : null,
          expirationDate: d.expirationDate ?? null,
          hasPhoto: d.hasPhoto ?? null,
        };
      }),
    );
  }
}
