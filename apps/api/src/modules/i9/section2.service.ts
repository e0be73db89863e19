import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Employee } from '@clearhire/db';
import {
  type BusinessAddress,
  currentI9DocumentTitle,
  employerBusinessDays,
  inFormOrder,
  participatesInEVerify,
  recordedBusinessAddress,
  reverifyBy,
  section2Attestation,
  section2BusinessAddress,
  section2DueDate,
  section2Problems,
} from '@clearhire/domain';
import { AuditService, Clock, fieldAt, FieldCipher, JobQueue, newI9Version, WebhookOutboxRepository, webhookDeliveryJobs, webhookEvents } from '@clearhire/server';
import type { Actor } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { ApiError } from '../../common/errors/api-error';
import { AppConfig } from '../../config/app-config';
import { EmployeesRepository } from '../employees/employees.repository';
import { EVerifyService } from '../everify/everify.service';
import { I9FormsRepository, type NewExaminedDocument, type NewSection2 } from './i9-forms.repository';
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
    private readonly forms: I9FormsRepository,
    private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly everify: EVerifyService,
    private readonly webhooks: WebhookOutboxRepository,
  ) {}

  private readonly logger = new Logger(Section2Service.name);

  /** Signs Section 2; answers whether the E-Verify case was then created on its own (the company's option). */
  async complete(employeeId: string, dto: Section2Dto, actor: Actor, userAgent: string | null): Promise<{ everifyCaseCreated: boolean }> {
    const session = actor.session!;
    const saved = await this.dataSource.transaction(async (m) => {
      const scope = Scope.of(session);
      const employee = await this.employees.findOne(scope, employeeId, { manager: m, lock: true });
      const sections = employee && (await this.forms.sectionsOf(scope, employeeId, m));
      if (!employee || !sections) throw ApiError.notFound('Employee');
      const { company, location, form } = sections;
      if (employee.i9Status === 'pending' || !form) throw ApiError.conflict('The employee has not completed Section 1 yet.');
      if (employee.i9Status === 'verified') throw ApiError.conflict('Section 2 of this Form I-9 is already complete.');
      if (session.isAdmin && company.erdStatus !== 'approved') {
        throw ApiError.forbidden("An administrator completes Section 2 only as the employer's authorized representative, under its approved ERD.");
      }

      // The employee's location decides the day, the business days, the address and the alternative procedure.
      const today = this.clock.todayIn(location.timeZone);
      const address = recordedBusinessAddress(dto, section2BusinessAddress(location, company));
      const problems = [
        ...section2Problems(dto, { today, eVerify: participatesInEVerify(company), hiringSite: location, offerAcceptedOn: employee.offerAcceptedOn, birthdate: form.birthdate }),
        ...address.problems,
      ];
      if (problems.length || !address.address) throw new ApiError(HttpStatus.BAD_REQUEST, problems);

      // A title from before the lists took the M-274's titles is recorded under today's (libs/domain I9_DOCUMENT_TITLES).
      const documents = inFormOrder(dto.documents.map((d) => ({ ...d, title: currentI9DocumentTitle(d.list, d.title) })));
      const dueDate = section2DueDate(dto.firstDayOfEmployment, {
        ...employerBusinessDays(location),
        employmentBusinessDays: dto.shortTermEmployment ? SHORT_TERM_BUSINESS_DAYS : undefined,
      });
      const reverify = reverifyBy(
        { citizenship: form.citizenship, authorizedUntil: form.expiry, firstDayOfEmployment: dto.firstDayOfEmployment, documents },
        this.config.I9_RECEIPT_VALIDITY_DAYS,
      );
      const section = this.section2Of(employee, dto, { today, dueDate, address: address.address, actor, userAgent });
      await this.forms.saveSection2(m, section, this.examinedDocuments(employee, section.id, documents), {
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
          locationId: location.id,
          authorizedRepresentative: session.isAdmin,
          dueDate,
          late: today > dueDate,
          reverifyBy: reverify?.date ?? null,
        },
      });
      const webhookDeliveries = await this.webhooks.record(m, webhookEvents.section2Completed(employee, { firstDay: dto.firstDayOfEmployment, signedAt: section.signedAt }));
      return { render, webhookDeliveries };
    });
    await this.jobs.enqueueAll([saved.render, ...webhookDeliveryJobs(saved.webhookDeliveries)]);
    return { everifyCaseCreated: await this.caseAfterSection2(employeeId, actor) };
  }

  /**
   * The E-Verify case, created after Section 2's commit in a transaction of its own: Section 2 stands
   * whatever happens to the case. A case that cannot be created here is left to the employer, whose
   * page leads to it (the employee's `everify` block), so nothing is retried behind their back.
   */
  private async caseAfterSection2(employeeId: string, actor: Actor): Promise<boolean> {
    try {
      return await this.everify.createAfterSection2(employeeId, actor);
    } catch (err) {
      this.logger.warn(`Section 2 is signed; its E-Verify case was not created automatically and waits for the employer: ${(err as Error).name}`);
      return false;
    }
  }

  /** Section 2 as the examiner signs it, under an id chosen here (its documents name it). */
  private section2Of(employee: Employee, dto: Section2Dto, at: { today: string; dueDate: string; address: BusinessAddress; actor: Actor; userAgent: string | null }): NewSection2 {
    return {
      id: randomUUID(),
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
      employerStreet: at.address.street,
      employerCity: at.address.city,
      employerState: at.address.state,
      employerZip: at.address.zip,
      signedOn: at.today,
      signedAt: this.clock.now(),
      signerIp: at.actor.ip,
      signerUserAgent: at.userAgent,
      attestation: section2Attestation(dto.alternativeProcedure),
      dueDate: at.dueDate,
    };
  }

  /** The documents examined, in form order, each number encrypted under its row's id (chosen first: it is bound to its row). */
  private examinedDocuments(employee: Employee, section2Id: string, documents: Section2Dto['documents']): NewExaminedDocument[] {
    return documents.map((d, position) => {
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
    });
  }
}
