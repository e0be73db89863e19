import { Module } from '@nestjs/common';
import { EmployeesController } from './employees.controller';
import { EmployeesService } from './employees.service';

@Module({ controllers: [EmployeesController], providers: [EmployeesService] })
export class EmployeesModule {}
