import type { Language } from '@clearhire/contracts';
import { MailTemplate, renderMail, type MailData } from '@clearhire/documents';
import { calendarDateOf, DEFAULT_TIME_ZONE, timeZoneOf } from '@clearhire/domain';
import { fieldAt, type FieldCipher, JobName, type JobPayloads, type JobQueue } from '@clearhire/server';
import type { MailSender } from '../mail/mail-sender';
import type { JobHandler, JobOutcome } from '../job-handler';
import type { WorkerConfig } from '../worker-config';
import type { EmployersRepository } from '../repositories/employers.repository';
import type { MailRepository } from '../repositories/mail.repository';
import type { SubmissionsRepository } from '../repositories/submissions.repository';

/** Where the mails read their records. */
export interface MailSources {
  mail: MailRepository;
  employers: EmployersRepository;
  submissions: SubmissionsRepository;
  /** Where a link's text is queued as its mail goes (an employee with a mobile number is also texted). */
  queue: Pick<JobQueue, 'enqueue'>;
}

type MailJob = JobName.SendAccountLink | JobName.SendReverificationLink | JobName.SendI9Invitation | JobName.SendErdReceived | JobName.SendErdApproved | JobName.SendDemoRequest | JobName.SendPrescreeningReceipt;

/** What one mail job needs: whom to write to and what to say, read fresh from the database; null when the record is gone. */
interface MailPlan<T extends MailTemplate> {
  to: string | string[];
  template: T;
  data: MailData[T];
  /** The language of a mail to an applicant or employee: theirs (renderMail writes employers' mail in English). */
  language?: Language;
  /** Runs after the message is handed over (e.g. records that the invitation went out). */
  sent?: () => Promise<unknown>;
}

class MailJobHandler<N extends MailJob, T extends MailTemplate> implements JobHandler<N> {
  constructor(
    readonly name: N,
    private readonly mail: MailSender,
    private readonly plan: (payload: JobPayloads[N]) => Promise<MailPlan<T> | null>,
  ) {}

  async handle(payload: JobPayloads[N]): Promise<JobOutcome> {
    const plan = await this.plan(payload);
    if (!plan || (Array.isArray(plan.to) && plan.to.length === 0)) return 'skipped';
    await this.mail.send({ to: plan.to, ...renderMail(plan.template, plan.data, plan.language) });
    await plan.sent?.();
    return 'done';
  }
}

/**
 * The five mails of the product. Mail is delivered at least once: if the worker dies between the
 * SMTP hand-over and the job's completion, the retry sends it again (a duplicate e-mail is the
 * lesser harm than a lost I-9 invitation).
 */
export function mailHandlers({ mail: db, employers, submissions, queue }: MailSources, mail: MailSender, config: WorkerConfig, cipher: FieldCipher): JobHandler[] {
  const appUrl = config.APP_URL;
  return [
    new MailJobHandler(JobName.SendI9Invitation, mail, async ({ employeeId }) => {
      const employee = await db.employeeWithCompany(employeeId);
      // Sent once, and only while the link is still open.
      if (!employee || employee.invitedAt || employee.i9Status !== 'pending') return null;
      return {
        to: employee.email,
        template: MailTemplate.I9Invitation,
        language: employee.language,
        data: { appUrl, url: employee.url, employeeFirstname: employee.firstname, employerName: employee.company?.name ?? '' },
        // The text is queued before the mail is marked sent, so a failed queueing is retried with the mail.
        sent: async () => {
          if (employee.mobilePhone) await queue.enqueue(JobName.SendText, { employeeId, kind: 'i9-link', key: 'link' });
          await db.markInvitationSent(employeeId);
        },
      };
    }),
    new MailJobHandler(JobName.SendReverificationLink, mail, async ({ supplementBId }) => {
      const section = await db.supplementBWithEmployee(supplementBId);
      // Sent once, while the section still waits for the employee's document.
      if (!section?.employee || section.invitedAt || section.status !== 'requested' || !section.needsDocument) return null;
      const employee = section.employee;
      return {
        to: employee.email,
        template: MailTemplate.ReverificationLink,
        language: employee.language,
        data: {
          appUrl,
          url: section.url,
          employeeFirstname: employee.firstname,
          employerName: employee.company?.name ?? '',
          reason: section.reason,
          reverifyBy: employee.reverifyBy,
          // The last day the link works, on the employer's calendar (the link expires at an instant).
          linkExpiresOn: calendarDateOf(employee.company, section.linkExpiresAt),
        },
        sent: async () => {
          if (employee.mobilePhone) await queue.enqueue(JobName.SendText, { employeeId: employee.id, kind: 'supplement-b-link', key: supplementBId });
          await db.markReverificationLinkSent(supplementBId);
        },
      };
    }),
    new MailJobHandler(JobName.SendErdReceived, mail, async ({ erdFormId }) => {
      const erd = await employers.erdWithCompany(erdFormId);
      if (!erd) return null;
      return {
        to: await db.administratorEmails(),
        template: MailTemplate.ErdReceived,
        data: { appUrl, companyId: erd.companyId, companyName: erd.company?.name ?? erd.name, signerName: `${erd.firstname} ${erd.lastname}`, signedAt: erd.createdAt, timeZone: timeZoneOf(erd.company) },
      };
    }),
    new MailJobHandler(JobName.SendErdApproved, mail, async ({ erdFormId }) => {
      const company = (await employers.erdWithCompany(erdFormId))?.company;
      if (!company) return null;
      return {
        to: company.email,
        template: MailTemplate.ErdApproved,
        data: { appUrl, companyId: company.id, companyName: company.name, contactFirstname: company.firstname },
      };
    }),
    new MailJobHandler(JobName.SendDemoRequest, mail, async ({ contactRequestId }) => {
      const request = await db.contactRequest(contactRequestId);
      if (!request) return null;
      // No company yet: the request's time is written in the service's home zone.
      return { to: config.SALES_EMAIL, template: MailTemplate.DemoRequest, data: { ...request, receivedAt: request.createdAt, timeZone: DEFAULT_TIME_ZONE } };
    }),
    new MailJobHandler(JobName.SendPrescreeningReceipt, mail, async ({ submissionId }) => {
      const receipt = await submissions.receipt(submissionId);
      if (!receipt) return null;
      return {
        to: receipt.email,
        template: MailTemplate.PrescreeningReceipt,
        // The language the applicant filled the pre-screening in.
        language: receipt.language,
        data: { applicantFirstname: receipt.firstname, employerName: receipt.employerName, submittedAt: receipt.createdAt, timeZone: timeZoneOf(receipt) },
      };
    }),
    new MailJobHandler<JobName.SendAccountLink, MailTemplate.PasswordReset | MailTemplate.Invitation>(JobName.SendAccountLink, mail, async ({ linkId }) => {
      const link = await db.accountLink(linkId);
      // Sent once, while the link can still be used; the token is erased once the mail is handed over.
      if (!link?.tokenEncrypted || link.mailedAt || link.usedAt || link.revokedAt || link.expiresAt <= new Date()) return null;
      const token = cipher.decryptText(link.tokenEncrypted, fieldAt('account_links', 'token_encrypted', link.id));
      const sent = () => db.markAccountLinkMailed(link.id);
      if (link.purpose === 'password-reset') {
        const user = await db.user(link.userId!);
        if (!user) return null;
        return { to: link.email, template: MailTemplate.PasswordReset, data: { appUrl, token, firstname: user.firstname }, sent };
      }
      const inviter = link.invitedBy ? await db.user(link.invitedBy) : null;
      const company = link.companyId === null ? null : await db.company(link.companyId);
      if (link.companyId !== null && !company) return null;
      return {
        to: link.email,
        template: MailTemplate.Invitation,
        data: { appUrl, token, inviterName: inviter ? `${inviter.firstname} ${inviter.lastname}` : 'ClearHire', companyName: company?.name ?? null, role: link.role },
        sent,
      };
    }),
  ];
}
