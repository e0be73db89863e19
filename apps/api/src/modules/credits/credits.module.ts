import { Module } from '@nestjs/common';
import { CreditsController } from './credits.controller';
import { CreditsService } from './credits.service';
import { WageImportService } from './wage-import.service';
import { WageRecordsRepository } from './wage-records.repository';
import { WagesController } from './wages.controller';
import { WagesService } from './wages.service';

/** WOTC claiming: wage records of certified hires, their credits, the import and Form 5884. */
@Module({ controllers: [CreditsController, WagesController], providers: [CreditsService, WagesService, WageImportService, WageRecordsRepository] })
export class CreditsModule {}
