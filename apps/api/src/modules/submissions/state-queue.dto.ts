import { ApiProperty } from '@nestjs/swagger';
import { US_STATE_CODES } from '@clearhire/contracts';
import { PageQuery } from '../../common/http/page';
import { ChoiceField } from '../../common/validation/fields';

export class StateQueueQuery extends PageQuery {
  @ChoiceField({ label: 'State', options: US_STATE_CODES, description: 'Two-letter USPS code of the state agency' })
  state!: string;
}

/** A pending submission waiting to go to its state agency (the admin picks these for POST /api/submissions/state-batch). */
export class QueuedSubmission {
  @ApiProperty() id!: string;
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty() company_id!: number;
  @ApiProperty() company_name!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'null until the hire is recorded' }) start_date!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'start date + 28 days' }) state_deadline!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Days until the deadline; negative when it has passed' }) days_left!: number | null;
  @ApiProperty() late!: boolean;
  @ApiProperty({ description: 'The 8850 (and 9061) are rendered and current: the submission can go in a batch' }) forms_ready!: boolean;
  @ApiProperty({ type: [String], description: 'Codes of the target groups the answers support, best first' }) target_groups!: string[];
}

export class StateQueue {
  @ApiProperty({ type: [QueuedSubmission], description: 'Most urgent first: start date (none last), then oldest' }) data!: QueuedSubmission[];
  @ApiProperty() count!: number;
}
