import { ApiProperty } from '@nestjs/swagger';

export class CalendarFeedStatus {
  @ApiProperty({ description: "Whether the user's deadline calendar feed is on" }) on!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When its current URL was made; null while off' }) created_at!: string | null;
}

export class CalendarFeedCreated {
  @ApiProperty({ description: 'The private feed URL (iCalendar), shown this once: whoever has it sees the deadlines. Turning the feed on again gives a new URL and stops this one.' })
  url!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}
