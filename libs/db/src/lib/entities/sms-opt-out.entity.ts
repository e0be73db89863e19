import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { MOBILE_PHONE } from '@clearhire/contracts';

/**
 * A number that replied STOP: no text goes to it, whichever company's employee it belongs to (the
 * carrier's opt-out is per number and sender, and all companies text from ClearHire's one sender),
 * until it replies START.
 */
@Entity('sms_opt_outs')
export class SmsOptOut {
  @PrimaryColumn({ type: 'varchar', length: MOBILE_PHONE.max })
  phone!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  optedOutAt!: Date;
}
