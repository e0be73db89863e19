import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { UPLOAD_LIMITS } from '@clearhire/contracts';
import type { Company, Employee, I9Form, I9Section2, I9SupplementB, Location } from '@clearhire/db';
import {
  currentI9Choice,
  currentI9DocumentTitle,
  participatesInEVerify,
  REVERIFICATION_LINK_DAYS,
  reverifyByAfter,
  supplementBAttestation,
  supplementBNeedsDocument,
  supplementBProblems,
  supplementBStartProblems,
} from '@clearhire/domain';
import { AuditService, Clock, DocumentStore, fieldAt, FieldCipher, JobName, JobQueue, newI9Version } from '@clearhire/server';
import type { Actor } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { ApiError } from '../../common/errors/api-error';
import { isPrivateLinkToken, newPrivateLinkToken } from '../../common/links/private-link-token';
import { AppConfig } from '../../config/app-config';
import { EmployeesRepository } from '../employees/employees.repository';
import { detectUploadType, type AllowedMime } from '../files/file-type';
import { I9FormsRepository } from './i9-forms.repository';
import type { CompleteSupplementBDto, ReverificationUploadDto, StartSupplementBDto } from './supplement-b.dto';
import { type CompletedSection, type EmployeeAfterSection, SupplementBRepository } from './supplement-b.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Form I-9 Supplement B (docs/compliance.md §4.5): the employer starts a section (a reverification, a
 * rehire, a name change), the employee uploads the new document through a private one-use link when
 * one is needed, and the examiner records the document and signs. A completed section is never
 * changed; each completion is a new version of the record PDF.
 */
@Injectable()
export class SupplementBService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
    private readonly documents: DocumentStore,
    private readonly audit: AuditService,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    private readonly employees: EmployeesRepository,
    private readonly forms: I9FormsRepository,
    private readonly sections: SupplementBRepository,
    private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** Starts a section; when it needs a document, the employee is e-mailed the private link for it. */
  async start(employeeId: string, dto: StartSupplementBDto, actor: Actor): Promise<string> {
    const session = actor.session!;
    const { id, needsDocument } = await this.dataSource.transaction(async (m) => {
      const scope = Scope.of(session);
      const { employee, location, section2, form } = await this.i9Of(m, employeeId, scope);
      const open = await this.sections.openSectionOf(m, scope, employeeId);
      if (open) throw ApiError.conflict(`Supplement B section ${open.sequence} is still open: complete it first.`);
      const today = this.clock.todayIn(location.timeZone);
      const problems = supplementBStartProblems(dto, { citizenship: form.citizenship, completedOn: section2.signedOn, reverifyBy: employee.reverifyBy, terminationDate: employee.terminationDate }, today);
      if (problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, problems);
      const needs = supplementBNeedsDocument(dto.reason, employee.reverifyBy, dto.rehireDate);
      const id = await this.sections.request(m, {
        companyId: employee.companyId,
        employeeId,
        reason: dto.reason,
        url: newPrivateLinkToken(),
        linkExpiresAt: new Date(this.clock.now().getTime() + REVERIFICATION_LINK_DAYS * DAY_MS),
        // Nothing to e-mail when no document is needed: the sweep then never looks at it.
        invitedAt: needs ? null : this.clock.now(),
        requestedBy: session.userId,
        needsDocument: needs,
        rehireDate: dto.reason === 'rehire' ? dto.rehireDate! : null,
        newLastname: dto.reason === 'name-change' ? dto.newLastName! : null,
        newFirstname: dto.reason === 'name-change' ? dto.newFirstName! : null,
        newMiddleInitial: dto.reason === 'name-change' ? (dto.newMiddleInitial ?? null) : null,
      });
      await this.audit.record(m, { actor, action: 'i9.supplement_b.requested', recordType: 'employee', recordId: employeeId, companyId: employee.companyId, detail: { supplementBId: id, reason: dto.reason, needsDocument: needs } });
      return { id, needsDocument: needs };
    });
    if (needsDocument) await this.jobs.enqueue(JobName.SendReverificationLink, { supplementBId: id });
    return id;
  }

  /** Whether a reverification link can be used, and whom to greet; nothing else leaves. */
  async linkStatus(url: string): Promise<{ status: 'open' | 'used' | 'expired'; firstname: string; reason: I9SupplementB['reason'] }> {
    const section = isPrivateLinkToken(url) ? await this.sections.findByLink(url, { withEmployee: true }) : null;
    if (!section || !section.needsDocument || !section.employee) throw ApiError.notFound('Reverification link');
    return { status: this.linkState(section), firstname: section.employee.firstname, reason: section.reason };
  }

  /** The employee's new document, through the private link: one use, until it expires. */
  async upload(dto: ReverificationUploadDto, file: Express.Multer.File | undefined, actor: Actor): Promise<string> {
    // A former choice (a page loaded before the lists took the M-274's titles) is stored as the current one.
    const documentType = currentI9Choice(dto.list, dto.documentType);
    if (!documentType) throw ApiError.badRequest(`"${dto.documentType}" is not a ${dto.list === 'listA' ? 'List A' : 'List C'} document.`, 'documentType');
    if (!file) throw ApiError.badRequest('Upload the document.', 'document');
    const mime = detectUploadType(file.buffer, file.originalname);
    if (!mime) throw ApiError.unsupportedMedia(UPLOAD_LIMITS.message, 'document');
    const found = isPrivateLinkToken(dto.url) ? await this.sections.findByLink(dto.url) : null;
    if (!found || !found.needsDocument) throw ApiError.notFound('Reverification link');

    let storageKey: string | null = null;
    try {
      return await this.dataSource.transaction(async (m) => {
        const section = await this.sections.lock(m, found.id);
        const state = section ? this.linkState(section) : 'used';
        if (state === 'used') throw ApiError.conflict('This link has already been used.');
        if (state === 'expired') throw ApiError.conflict('This link has expired. Please ask your employer for a new one.');
        const stored = await this.documents.store(m, {
          companyId: found.companyId,
          employeeId: found.employeeId,
          supplementBId: found.id,
          kind: 'i9-supplement-b',
          documentType,
          contentType: mime as AllowedMime,
          bytes: file.buffer,
        });
        storageKey = stored.storageKey;
        await this.sections.markUploaded(m, found.id, this.clock.now());
        await this.audit.record(m, { actor, action: 'i9.supplement_b.uploaded', recordType: 'employee', recordId: found.employeeId, companyId: found.companyId, detail: { supplementBId: found.id, documentId: stored.id } });
        return stored.id;
      });
    } catch (err) {
      if (storageKey) await this.documents.discard([storageKey]);
      throw err;
    }
  }

  /** The employer's Supplement B: the document examined (when one is needed), the examiner, the signature. */
  async complete(employeeId: string, supplementBId: string, dto: CompleteSupplementBDto, actor: Actor, userAgent: string | null): Promise<void> {
    const session = actor.session!;
    const render = await this.dataSource.transaction(async (m) => {
      const scope = Scope.of(session);
      const { employee, company, location, section2, form } = await this.i9Of(m, employeeId, scope);
      const section = await this.sections.sectionOf(m, scope, employeeId, supplementBId);
      if (!section) throw ApiError.notFound('Supplement B section');
      if (section.status === 'completed') throw ApiError.conflict('This Supplement B section is already complete.');
      // The employee's location decides the day and whether the alternative procedure is open.
      const today = this.clock.todayIn(location.timeZone);
      const eVerify = participatesInEVerify(company);
      const problems = supplementBProblems(
        { document: dto.document, alternativeProcedure: dto.alternativeProcedure },
        { reason: section.reason, needsDocument: section.needsDocument, today, eVerify, hiringSite: location, birthdate: form.birthdate, firstDay: section.rehireDate ?? section2.firstDayOfEmployment },
      );
      if (problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, problems);
      const d = dto.document;
      const completed: CompletedSection = {
        documentList: d?.list ?? null,
        documentTitle: d ? currentI9DocumentTitle(d.list, d.title) : null,
        documentIssuingAuthority: d?.issuingAuthority ?? null,
        documentNumberEncrypted: d ? this.cipher.encryptText(d.number, fieldAt('i9_supplement_b', 'document_number_encrypted', section.id)) : null,
        documentNumberLast4: d ? d.number.slice(-4) : null,
        documentExpirationDate: d?.expirationDate ?? null,
        alternativeProcedure: dto.alternativeProcedure,
        additionalInformation: dto.additionalInformation ?? null,
        examinerUserId: session.userId,
        examinerLastname: dto.lastName,
        examinerFirstname: dto.firstName,
        authorizedRepresentative: session.isAdmin,
        signedOn: today,
        signedAt: this.clock.now(),
        signerIp: actor.ip,
        signerUserAgent: userAgent,
        attestation: supplementBAttestation(dto.alternativeProcedure),
      };
      await this.sections.complete(m, section, completed, this.employeeAfter(section, d ? { ...d } : null, form.citizenship, today));
      const render = await newI9Version(m, employeeId);
      await this.audit.record(m, {
        actor,
        action: 'i9.supplement_b.completed',
        recordType: 'employee',
        recordId: employeeId,
        companyId: employee.companyId,
        detail: { supplementBId: section.id, reason: section.reason, document: d ? `${d.list}: ${d.title}` : null, alternativeProcedure: dto.alternativeProcedure },
      });
      return render;
    });
    await this.jobs.enqueueAll([render]);
  }

  /** What a completed section changes on the employee: the next reverification date, the rehire, the name. */
  private employeeAfter(section: I9SupplementB, document: { list: string; title: string; expirationDate?: string } | null, citizenship: I9Form['citizenship'], today: string): EmployeeAfterSection {
    const reverify = document ? (reverifyByAfter(document, citizenship, today, this.config.I9_RECEIPT_VALIDITY_DAYS)?.date ?? null) : undefined;
    if (section.reason === 'rehire') {
      // Employed again: no end date and no retention date until the next termination, counted from the rehire.
      return { rehiredOn: section.rehireDate, terminationDate: null, retainUntil: null, ...(reverify !== undefined ? { reverifyBy: reverify } : {}) };
    }
    if (section.reason === 'name-change') {
      return { lastname: section.newLastname!, firstname: section.newFirstname! };
    }
    return { reverifyBy: reverify ?? null };
  }

  private linkState(section: I9SupplementB): 'open' | 'used' | 'expired' {
    if (section.status !== 'requested') return 'used';
    return section.linkExpiresAt.getTime() <= this.clock.now().getTime() ? 'expired' : 'open';
  }

  /** The employee in scope with a completed Section 2 (Supplement B extends a complete Form I-9), locked. */
  private async i9Of(m: EntityManager, employeeId: string, scope: Scope): Promise<{ employee: Employee; company: Company; location: Location; section2: I9Section2; form: I9Form }> {
    const employee = await this.employees.findOne(scope, employeeId, { manager: m, lock: true });
    const sections = employee && (await this.forms.sectionsOf(scope, employeeId, m));
    if (!employee || !sections) throw ApiError.notFound('Employee');
    const { company, location, section2, form } = sections;
    if (!section2 || !form) throw ApiError.conflict('Complete Section 2 of the Form I-9 before Supplement B.');
    return { employee, company, location, section2, form };
  }
}

