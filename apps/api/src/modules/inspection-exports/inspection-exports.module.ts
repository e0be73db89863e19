import { Module } from '@nestjs/common';
import { InspectionExportsController } from './inspection-exports.controller';
import { InspectionExportsRepository } from './inspection-exports.repository';
import { InspectionExportsService } from './inspection-exports.service';

@Module({ controllers: [InspectionExportsController], providers: [InspectionExportsService, InspectionExportsRepository] })
export class InspectionExportsModule {}
