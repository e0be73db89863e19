import { ApiProperty } from '@nestjs/swagger';
import { PERSON_TIMELINE_RECORDS, PERSON_TIMELINE_STEPS, type PersonTimelineRecord, type PersonTimelineStep } from '@clearhire/contracts';

/** One step of a person's path, as both the submission and the employee page show it. */
export class PersonTimelineStepView {
  @ApiProperty({ enum: PERSON_TIMELINE_STEPS }) step!: PersonTimelineStep;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The instant, when the step has one' }) at!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: "The step's day on the company's calendar" }) on!: string | null;
  @ApiProperty({ description: 'What the page shows, e.g. "Section 2 signed (2 days late)"' }) label!: string;
  @ApiProperty({ enum: PERSON_TIMELINE_RECORDS, description: 'The page the step links to' }) record!: PersonTimelineRecord;
  @ApiProperty({ format: 'uuid' }) record_id!: string;
  @ApiProperty({ type: String, nullable: true, description: "The anchor of the section of that page that shows the step; null for the page's top" }) section!: string | null;
}
