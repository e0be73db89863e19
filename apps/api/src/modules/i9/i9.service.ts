import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { I9_DOCUMENT_LISTS, UPLOAD_LIMITS, type DocumentKind, type I9DocumentList } from '@clearhire/contracts';
import { Employee, I9Form, I9Preparer } from '@clearhire/db';
import { citizenshipProblems, documentChoiceProblems, futureDateProblems, I9_SUPPLEMENT_A_ATTESTATION, NO_EXPIRY, ssnLast4, timeZoneOf } from '@clearhire/domain';
import type { Actor } from '../../common/auth/session';
import { EmployeesRepository } from '../employees/employees.repository';
import { Clock, fieldAt, FieldCipher, type I9RecordRender, JobQueue, newI9Version } from '@clearhire/server';
import { ApiError } from '../../common/errors/api-error';
import { isPrivateLinkToken } from '../../common/links/private-link-token';
import { AuditService } from '@clearhire/server';
import { DocumentStore } from '@clearhire/server';
import { detectUploadType, extensionOf, type AllowedMime } from '../files/file-type';
import { parseDocumentsType } from './documents-type';
import { parsePreparers } from './preparers';
import type { I9SubmissionDto } from './i9.dto';

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
    private readonly clock: Clock,
  ) {}

  /** Whether a link can still be used, and whom to greet. Nothing else about the employee leaves. */
  async linkStatus(url: string): Promise<{ status: 'open' | 'used'; firstname: string }> {
    const employee = isPrivateLinkToken(url) ? await this.employees.findByLink(url) : null;
    if (!employee) throw ApiError.notFound('I-9 link');
    return { status: employee.i9Status === 'pending' ? 'open' : 'used', firstname: employee.firstname };
  }

  /** Stores Section 1 and the identity documents; a link accepts one submission. */
  async submit(dto: I9SubmissionDto, files: UploadedFiles, actor: Actor, userAgent: string | null): Promise<string> {
    const choice = parseDocumentsType(dto.documentsType);
    const preparers = parsePreparers(dto.preparers);
    const employee = isPrivateLinkToken(dto.url) ? await this.employees.findByLink(dto.url) : null;
    // The employee's dates are judged on the employer's own day (the link's company).
    const today = this.clock.todayIn(timeZoneOf(employee?.company));
    const problems = [
      ...futureDateProblems([{ param: 'birthdate', label: 'Birth date', value: dto.birthdate }], today),
      ...citizenshipProblems(dto, today),
      ...documentChoiceProblems(choice),
    ];
    for (const list of I9_DOCUMENT_LISTS) {
      if (choice[list] && !files[list]?.length) problems.push({ msg: `Upload the ${list.replace('list', 'List ')} document.`, param: list });
      if (!choice[list] && files[list]?.length) problems.push({ msg: `Choose which ${list.replace('list', 'List ')} document you uploaded.`, param: list });
    }
    if (problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, problems);

    const uploads = I9_DOCUMENT_LISTS.filter((l) => files[l]?.length).map((list) => {
      const file = files[list]![0];
      const mime = detectUploadType(file.buffer, file.originalname);
      if (!mime) throw ApiError.unsupportedMedia(UPLOAD_LIMITS.message, list);
      return { list, mime, file };
    });

    if (!employee) throw ApiError.notFound('I-9 link');

    const written: string[] = [];
    let saved: { formId: string; render: I9RecordRender };
    try {
      saved = await this.dataSource.transaction(async (m) => {
        // The row lock makes a double submit wait here and then see the first one.
        const locked = await m.findOne(Employee, { where: { id: employee.id }, lock: { mode: 'pessimistic_write' } });
        if (!locked || locked.i9Status !== 'pending') throw ApiError.conflict('This I-9 form has already been submitted.');
        const documentsType: Record<string, { type: string; filename: string }> = {};
        for (const u of uploads) {
          const stored = await this.documents.store(m, {
            companyId: employee.companyId,
            employeeId: employee.id,
            kind: KIND_OF_LIST[u.list],
            documentType: choice[u.list],
            contentType: u.mime as AllowedMime,
            bytes: u.file.buffer,
          });
          written.push(stored.storageKey);
          documentsType[u.list] = { type: choice[u.list]!, filename: `${KIND_OF_LIST[u.list]}-${stored.id}.${extensionOf(u.mime)}` };
        }
        // The id comes first: each encrypted field is bound to its row.
        const formId = randomUUID();
        const enc = (column: 'alien_number_encrypted' | 'citizen4_number1_encrypted' | 'citizen4_number2_encrypted' | 'citizen4_number3_encrypted', v?: string) =>
          v ? this.cipher.encryptText(v, fieldAt('i9_forms', column, formId)) : null;
        const form = await m.save(
          m.create(I9Form, {
            id: formId,
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
            ssnEncrypted: this.cipher.encryptText(dto.ssn, fieldAt('i9_forms', 'ssn_encrypted', formId)),
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
          }),
        );
        if (preparers.length) {
          await m.insert(
            I9Preparer,
            preparers.map((p, position) => ({
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
            })),
          );
        }
        await m.update(Employee, { id: employee.id }, { i9Status: 'submitted', documentsType });
        const render = await newI9Version(m, employee.id, { first: true });
        await this.audit.record(m, { actor, action: 'i9.submitted', recordType: 'i9', recordId: form.id, companyId: employee.companyId, detail: { employeeId: employee.id, preparers: preparers.length } });
        return { formId: form.id, render };
      });
    } catch (err) {
      await this.documents.discard(written);
      throw err;
    }
    await this.jobs.enqueueAll([saved.render]);
    return saved.formId;
  }
}
