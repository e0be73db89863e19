import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { I9_DOCUMENT_LISTS, PERSON_FIELDS, UPLOAD_LIMITS, type DocumentKind, type I9DocumentList } from '@clearhire/contracts';
import type { Employee, Submission } from '@clearhire/db';
import { citizenshipProblems, currentI9Choice, documentChoiceProblems, futureDateProblems, I9_SUPPLEMENT_A_ATTESTATION, NO_EXPIRY, ssnLast4, timeZoneOf } from '@clearhire/domain';
import { AuditService, Clock, DocumentStore, fieldAt, FieldCipher, type I9RecordRender, JobQueue, newI9Version, WebhookOutboxRepository, webhookDeliveryJobs, webhookEvents } from '@clearhire/server';
import type { Actor } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { ApiError } from '../../common/errors/api-error';
import { isPrivateLinkToken } from '../../common/links/private-link-token';
import { EmployeesRepository } from '../employees/employees.repository';
import { detectUploadType, extensionOf, type AllowedMime } from '../files/file-type';
import { SubmissionsRepository } from '../submissions/submissions.repository';
import { parseDocumentsType } from './documents-type';
import { presentPrefill } from './i9-prefill';
import { I9FormsRepository, type NewPreparer, type NewSection1 } from './i9-forms.repository';
import { parsePreparers, type PreparerDto } from './preparers';
import type { I9LinkStatus, I9SubmissionDto } from './i9.dto';

export type UploadedFiles = Partial<Record<I9DocumentList, Express.Multer.File[]>>;

const KIND_OF_LIST: Record<I9DocumentList, DocumentKind> = { listA: 'i9-list-a', listB: 'i9-list-b', listC: 'i9-list-c' };

@Injectable()
export class I9Service {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
    private readonly documents: DocumentStore,
    private readonly audit: AuditService,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    private readonly employees: EmployeesRepository,
    private readonly forms: I9FormsRepository,
    private readonly submissions: SubmissionsRepository,
    private readonly clock: Clock,
    private readonly webhooks: WebhookOutboxRepository,
  ) {}

  /** Whether a link can still be used, and whom to greet. Nothing else about the employee leaves. */
  async linkStatus(url: string): Promise<{ status: 'open' | 'used'; firstname: string }> {
    const employee = openLink(await this.employeeOfLink(url));
    return { status: employee.i9Status === 'pending' ? 'open' : 'used', firstname: employee.firstname };
  }

  /**
   * What the employee's page opens with: the link's state, whom to greet and, while the link is
   * open, the pre-screening the employee was hired from (its read audited, as every read of
   * personal data). The pre-screening is read in the employee's company's scope: a link made to
   * another company's record by any path would find nothing here.
   */
  async linkView(url: string, actor: Actor): Promise<I9LinkStatus> {
    const employee = openLink(await this.employeeOfLink(url));
    const open = employee.i9Status === 'pending';
    const prescreening = open ? await this.prescreeningOf(employee) : null;
    if (prescreening) {
      await this.audit.recordAccess({
        actor,
        action: 'i9.prefill_read',
        recordType: 'employee',
        recordId: employee.id,
        companyId: employee.companyId,
        detail: { employeeId: employee.id, submissionId: prescreening.id },
      });
    }
    return { status: open ? 'open' : 'used', firstname: employee.firstname, prefill: prescreening ? presentPrefill(prescreening) : null };
  }

  /**
   * Stores Section 1 and the identity documents; a link accepts one submission. The answers and the
   * files are judged before an unknown link is refused (404), as they always were; a request with
   * files met the link check earlier, before multer read them (UploadLinkCheck).
   */
  async submit(dto: I9SubmissionDto, files: UploadedFiles, actor: Actor, userAgent: string | null): Promise<string> {
    const linked = await this.employeeOfLink(dto.url);
    const checked = this.checkedUploads(dto, files, linked);
    const { formId, render, webhookDeliveries } = await this.saveSection1(openLink(linked), dto, checked, actor, userAgent);
    await this.jobs.enqueueAll([render, ...webhookDeliveryJobs(webhookDeliveries)]);
    return formId;
  }

  /** The pre-screening an employee was hired from, in the employee's own company, or null. */
  private async prescreeningOf(employee: Employee, manager?: EntityManager): Promise<Submission | null> {
    if (!employee.submissionId) return null;
    return this.submissions.findOne(Scope.company(employee.companyId), employee.submissionId, { manager, withCompany: false });
  }

  /**
   * The SSN Section 1 stores: the one typed (a correction of the pre-screening's, or the only one),
   * else the pre-screening's, decrypted under its own row's address. Without either: 400, as the
   * field's rule answered before it became optional for employees hired from a pre-screening.
   */
  private async ssnOfSection1(m: EntityManager, employee: Employee, dto: I9SubmissionDto): Promise<string> {
    if (dto.ssn) return dto.ssn;
    const prescreening = await this.prescreeningOf(employee, m);
    if (!prescreening) throw ApiError.badRequest(SSN_REQUIRED, 'ssn');
    return this.cipher.decryptText(prescreening.ssnEncrypted, fieldAt('submissions', 'ssn_encrypted', prescreening.id));
  }

  /** The employee a private link names, or null; the token's shape is checked before any read. */
  private async employeeOfLink(url: string): Promise<Employee | null> {
    return isPrivateLinkToken(url) ? this.employees.findByLink(url) : null;
  }

  /**
   * The answers and the files checked together (400 naming every problem: dates judged on the
   * employer's own day, the citizenship, the documents chosen and uploaded), then each file's type
   * by its content (415).
   */
  private checkedUploads(dto: I9SubmissionDto, files: UploadedFiles, employee: Employee | null): Section1Uploads {
    const choice = parseDocumentsType(dto.documentsType);
    const preparers = parsePreparers(dto.preparers);
    // The employee's day on the calendar of their location (the service's home zone only for a link that names nobody).
    const today = this.clock.todayIn(timeZoneOf(employee?.location ?? employee?.company));
    const problems = [
      ...futureDateProblems([{ param: 'birthdate', label: 'Birth date', value: dto.birthdate }], today),
      ...citizenshipProblems(dto, today),
      ...documentChoiceProblems(choice),
      // Judged with the other answers; an employee hired from a pre-screening may leave it out.
      ...(!dto.ssn && !employee?.submissionId ? [{ msg: SSN_REQUIRED, param: 'ssn' }] : []),
    ];
    for (const list of I9_DOCUMENT_LISTS) {
      if (choice[list] && !files[list]?.length) problems.push({ msg: `Upload the ${list.replace('list', 'List ')} document.`, param: list });
      if (!choice[list] && files[list]?.length) problems.push({ msg: `Choose which ${list.replace('list', 'List ')} document you uploaded.`, param: list });
    }
    if (problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, problems);
    const uploads = I9_DOCUMENT_LISTS.flatMap((list) => {
      const file = files[list]?.[0];
      if (!file) return [];
      const mime = detectUploadType(file.buffer, file.originalname);
      if (!mime) throw ApiError.unsupportedMedia(UPLOAD_LIMITS.message, list);
      // A former choice (a form loaded before the lists took the M-274's titles) is stored as the current one.
      return [{ list, type: currentI9Choice(list, choice[list]!)!, mime, bytes: file.buffer }];
    });
    return { preparers, uploads };
  }

  /**
   * In one transaction: the link taken (409 once used), the uploads stored encrypted, Section 1 and
   * its preparers saved, the record's first version asked for and the event audited. Objects
   * written before a failed transaction are removed.
   */
  private async saveSection1(employee: Employee, dto: I9SubmissionDto, checked: Section1Uploads, actor: Actor, userAgent: string | null): Promise<{ formId: string; render: I9RecordRender; webhookDeliveries: string[] }> {
    const written: string[] = [];
    try {
      return await this.dataSource.transaction(async (m) => {
        // The row lock makes a double submit wait here and then see the first one.
        const locked = await this.employees.findOne(Scope.company(employee.companyId), employee.id, { manager: m, lock: true });
        if (!locked || locked.i9Status !== 'pending') throw ApiError.conflict('This I-9 form has already been submitted.');
        const ssn = await this.ssnOfSection1(m, locked, dto);
        const documentsType = await this.storeUploads(m, employee, checked.uploads, written);
        const form = this.section1Of(employee, { ...dto, ssn }, actor, userAgent);
        await this.forms.saveSection1(m, form, checked.preparers.map((p, position) => preparerRow(employee, form, p, position)), documentsType);
        const render = await newI9Version(m, employee.id, { first: true });
        await this.audit.record(m, { actor, action: 'i9.submitted', recordType: 'i9', recordId: form.id, companyId: employee.companyId, detail: { employeeId: employee.id, preparers: checked.preparers.length, ...(dto.ssn ? {} : { ssnFromPrescreening: true }) } });
        const webhookDeliveries = await this.webhooks.record(m, webhookEvents.section1Completed(locked, this.clock.now()));
        return { formId: form.id, render, webhookDeliveries };
      });
    } catch (err) {
      await this.documents.discard(written);
      throw err;
    }
  }

  /** Each upload stored encrypted as a document of the employee; what the record lists of them. */
  private async storeUploads(m: EntityManager, employee: Employee, uploads: Section1Uploads['uploads'], written: string[]): Promise<Employee['documentsType']> {
    const documentsType: Record<string, { type: string; filename: string }> = {};
    for (const u of uploads) {
      const kind = KIND_OF_LIST[u.list];
      const stored = await this.documents.store(m, { companyId: employee.companyId, employeeId: employee.id, kind, documentType: u.type, contentType: u.mime, bytes: u.bytes });
      written.push(stored.storageKey);
      documentsType[u.list] = { type: u.type, filename: `${kind}-${stored.id}.${extensionOf(u.mime)}` };
    }
    return documentsType;
  }

  /** Section 1 as typed, its numbers encrypted under its own id (chosen first: each is bound to its row). */
  private section1Of(employee: Employee, dto: I9SubmissionDto & { ssn: string }, actor: Actor, userAgent: string | null): NewSection1 {
    const id = randomUUID();
    const enc = (column: 'alien_number_encrypted' | 'citizen4_number1_encrypted' | 'citizen4_number2_encrypted' | 'citizen4_number3_encrypted', v?: string) =>
      v ? this.cipher.encryptText(v, fieldAt('i9_forms', column, id)) : null;
    return {
      id,
      employeeId: employee.id,
      lastname: dto.lastname,
      firstname: dto.firstname,
      middleInitial: dto.middleInitial ?? null,
      otherLastnames: dto.otherLastnames ?? null,
      street: dto.street,
      apt: dto.apt ?? null,
      city: dto.city,
      county: dto.county ?? null,
      state: dto.state,
      zip: dto.zip,
      birthdate: dto.birthdate,
      ssnEncrypted: this.cipher.encryptText(dto.ssn, fieldAt('i9_forms', 'ssn_encrypted', id)),
      ssnLast4: ssnLast4(dto.ssn),
      email: dto.email.toLowerCase(),
      phone: dto.phone,
      citizenship: dto.citizenship,
      alienNumberEncrypted: enc('alien_number_encrypted', dto.number),
      expiry: dto.expiry && dto.expiry !== NO_EXPIRY ? dto.expiry : null,
      expiryNotApplicable: dto.expiry === NO_EXPIRY,
      citizen4Number1Encrypted: enc('citizen4_number1_encrypted', dto.citizen4Number1),
      citizen4Number2Encrypted: enc('citizen4_number2_encrypted', dto.citizen4Number2),
      citizen4Number3Encrypted: enc('citizen4_number3_encrypted', dto.citizen4Number3),
      signature: dto.signature,
      signedAt: new Date(),
      signerIp: actor.ip,
      signerUserAgent: userAgent,
    };
  }
}

/** The SSN field's own message for its absence, as the DTO gave it while the field was required. */
const SSN_REQUIRED = `${PERSON_FIELDS.ssn.label} is required.`;

/** The employee a link names; 404 when it names nobody (a used link is refused under its row lock). */
function openLink(employee: Employee | null): Employee {
  if (!employee) throw ApiError.notFound('I-9 link');
  return employee;
}

/** What Section 1 stores besides the form: its preparers and the uploads, each checked. */
interface Section1Uploads {
  preparers: PreparerDto[];
  uploads: { list: I9DocumentList; type: string; mime: AllowedMime; bytes: Buffer }[];
}

/** A preparer or translator (Supplement A) signs with the employee, attesting its own text. */
function preparerRow(employee: Employee, form: NewSection1, p: PreparerDto, position: number): NewPreparer {
  return {
    companyId: employee.companyId,
    employeeId: employee.id,
    i9FormId: form.id,
    position,
    lastname: p.lastName,
    firstname: p.firstName,
    middleInitial: p.middleInitial ?? null,
    street: p.street,
    city: p.city,
    state: p.state,
    zip: p.zip,
    signature: p.signature,
    signedAt: form.signedAt,
    attestation: I9_SUPPLEMENT_A_ATTESTATION,
  };
}
