import { textMessageBody, type TextMessage } from '@clearhire/documents';
import { isLanguage, DEFAULT_LANGUAGE } from '@clearhire/contracts';
import { JobName, type JobPayloads, type SmsProvider } from '@clearhire/server';
import type { Employee } from '@clearhire/db';
import type { JobHandler, JobOutcome } from '../job-handler';
import type { TextsRepository } from '../repositories/texts.repository';

/**
 * Texts an employee one thing: the Form I-9 link, a Supplement B link or a Section 1 reminder, in
 * their language, to their mobile number as it is when the job runs. Each text is recorded once
 * (sms_messages, without its body: the link's token is a secret); a number that replied STOP gets
 * nothing, and that is recorded too. What is no longer true when the job runs (Section 1 done, the
 * number cleared, the section closed) is skipped. Like mail, delivery is at least once: a worker
 * dying between the provider's answer and the record sends the text again at the retry.
 */
export class SendText implements JobHandler<JobName.SendText> {
  readonly name = JobName.SendText;

  constructor(
    private readonly texts: TextsRepository,
    private readonly provider: SmsProvider,
    private readonly appUrl: string,
  ) {}

  async handle({ employeeId, kind, key }: JobPayloads[JobName.SendText]): Promise<JobOutcome> {
    const employee = await this.texts.employee(employeeId);
    if (!employee?.mobilePhone || !employee.company) return 'skipped';
    const message = await this.messageFor(employee, employee.company.name, kind, key);
    if (!message) return 'skipped';
    if (await this.texts.alreadyTexted(employeeId, kind, key)) return 'skipped';
    const record = { companyId: employee.companyId, employeeId, kind, recordKey: key };
    if (await this.texts.isOptedOut(employee.mobilePhone)) {
      await this.texts.record({ ...record, status: 'opted-out', providerMessageId: null });
      return 'skipped';
    }
    const language = isLanguage(employee.language) ? employee.language : DEFAULT_LANGUAGE;
    const providerMessageId = await this.provider.send({ to: employee.mobilePhone, body: textMessageBody(message, language) });
    await this.texts.record({ ...record, status: 'sent', providerMessageId });
    return 'done';
  }

  /** What to text, read fresh; null when there is nothing to text any more. */
  private async messageFor(employee: Employee, employerName: string, kind: JobPayloads[JobName.SendText]['kind'], key: string): Promise<TextMessage | null> {
    if (kind === 'supplement-b-link') {
      const section = await this.texts.supplementB(key);
      if (!section || section.employeeId !== employee.id || section.status !== 'requested' || !section.needsDocument) return null;
      return { kind, employerName, appUrl: this.appUrl, url: section.url };
    }
    // The Form I-9 link and its reminders: only while Section 1 waits for the employee.
    if (employee.i9Status !== 'pending') return null;
    if (kind === 'i9-link') return { kind, employerName, appUrl: this.appUrl, url: employee.url };
    const daysBefore = Number(/^d([0-2])$/.exec(key)?.[1]);
    if (Number.isNaN(daysBefore)) return null;
    return { kind, employerName, appUrl: this.appUrl, url: employee.url, daysBefore };
  }
}
