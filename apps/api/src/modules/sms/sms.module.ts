import { Module } from '@nestjs/common';
import { SmsController } from './sms.controller';
import { SmsOptOutsRepository } from './sms-opt-outs.repository';
import { SmsRepliesService } from './sms-replies.service';

/** Replies to the texts sent to employees: STOP, START and HELP (the texts themselves go from the worker). */
@Module({ controllers: [SmsController], providers: [SmsRepliesService, SmsOptOutsRepository] })
export class SmsModule {}
