import { Module } from '@nestjs/common';
import { PersonTimelineRepository } from './person-timeline.repository';
import { PersonTimelineService } from './person-timeline.service';

/** A person's timeline, for the submission and employee pages; it depends on neither module. */
@Module({ providers: [PersonTimelineRepository, PersonTimelineService], exports: [PersonTimelineService] })
export class TimelineModule {}
