import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService, isTwilioSignatureValid } from '@clearhire/server';
import { maskMobilePhone, MOBILE_PHONE } from '@clearhire/contracts';
import { smsReplyCommand } from '@clearhire/domain';
import { SMS_HELP_REPLY, SMS_START_REPLY, SMS_STOP_REPLY } from '@clearhire/documents';
import { AppConfig } from '../../config/app-config';
import type { Actor } from '../../common/auth/session';
import { ApiError } from '../../common/errors/api-error';
import { SmsOptOutsRepository } from './sms-opt-outs.repository';

/** A reply as the provider posts it (Twilio's form fields; only From and Body are read). */
export type InboundSms = Record<string, unknown>;

/**
 * Replies to ClearHire's texts. With Twilio configured, a reply counts only with Twilio's signature
 * over the URL Twilio called (APP_URL + the path) and the posted fields (403 otherwise); with the
 * outbox (development, tests) nothing is sent, so nothing is signed. STOP records the opt-out of the
 * number, START removes it, HELP is answered; each change is audited with the number's last four
 * digits. The answer is the text to reply with, if any.
 */
@Injectable()
export class SmsRepliesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly optOuts: SmsOptOutsRepository,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async receive(path: string, fields: InboundSms, signature: string | undefined, actor: Actor): Promise<string | null> {
    if (this.config.SMS_PROVIDER === 'twilio') {
      const url = `${new URL(this.config.APP_URL).origin}${path}`;
      const params = Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
      if (!isTwilioSignatureValid(this.config.TWILIO_AUTH_TOKEN as string, url, params, signature)) {
        throw ApiError.forbidden('The request is not signed by the SMS provider.');
      }
    }
    const from = fields['From'];
    if (typeof from !== 'string' || from.length > MOBILE_PHONE.max || !MOBILE_PHONE.pattern.test(from)) throw ApiError.badRequest('From must be a mobile number in E.164 form.', 'From');
    const body = fields['Body'];
    if (body !== undefined && typeof body !== 'string') throw ApiError.badRequest('Body must be text.', 'Body');
    const command = smsReplyCommand(body);
    if (command === 'help') return SMS_HELP_REPLY;
    if (command === null) return null;
    await this.dataSource.transaction(async (m) => {
      if (command === 'stop') await this.optOuts.optOut(m, from);
      else await this.optOuts.optIn(m, from);
      await this.audit.record(m, {
        actor,
        action: command === 'stop' ? 'sms.opted_out' : 'sms.opted_in',
        recordType: 'sms_number',
        recordId: maskMobilePhone(from),
        companyId: null,
      });
    });
    return command === 'stop' ? SMS_STOP_REPLY : SMS_START_REPLY;
  }
}
