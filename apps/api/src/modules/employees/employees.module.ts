import { Module } from '@nestjs/common';
import { EmployeesController } from './employees.controller';
import { EmployeesService } from './employees.service';
import { EVerifyModule } from '../everify/everify.module';

@Module({ imports: [EVerifyModule], controllers: [EmployeesController], providers: [EmployeesService] })
export class EmployeesModule {}
