import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsUUID } from 'class-validator';
import { SENT_CHANNELS, STATE_BATCH_MAX, US_STATE_CODES, type SentChannel } from '@clearhire/contracts';
import { ChoiceField } from '../../common/validation/fields';

/** An administrator's batch for one state agency: downloaded as a zip and marked sent in one step. */
export class StateBatchDto {
  @ChoiceField({ label: 'State', options: US_STATE_CODES, description: "The state agency the batch goes to; every submission's state must match" })
  state!: string;

  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: STATE_BATCH_MAX })
  @IsArray({ message: 'submissionIds must be a list of submission ids.' })
  @ArrayMinSize(1, { message: 'Choose at least one submission.' })
  @ArrayMaxSize(STATE_BATCH_MAX, { message: `A batch holds at most ${STATE_BATCH_MAX} submissions.` })
  @ArrayUnique({ message: 'A submission appears twice in the batch.' })
  @IsUUID('all', { each: true, message: 'Each submission id must be a submission id.' })
  submissionIds!: string[];

  @ChoiceField({ label: 'How the batch is sent', options: SENT_CHANNELS, optional: true, description: "Recorded with the 'sent' status; bulk-upload when left out" })
  sentChannel?: SentChannel;
}
