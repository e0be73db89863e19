import { Module } from '@nestjs/common';
import { TimelineModule } from '../timeline/timeline.module';
import { EmployeesController } from './employees.controller';
import { EmployeesService } from './employees.service';
import { EVerifyModule } from '../everify/everify.module';

@Module({ imports: [EVerifyModule, TimelineModule], controllers: [EmployeesController], providers: [EmployeesService] })
export class EmployeesModule {}
