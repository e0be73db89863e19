import { Module } from '@nestjs/common';
import { TimelineModule } from '../timeline/timeline.module';
import { EmployeesController } from './employees.controller';
import { EmployeesService } from './employees.service';
import { EVerifyModule } from '../everify/everify.module';
import { EmployeeIntake } from './employee-intake';

@Module({ imports: [EVerifyModule, TimelineModule], controllers: [EmployeesController], providers: [EmployeesService, EmployeeIntake], exports: [EmployeeIntake] })
export class EmployeesModule {}
