import { Module } from '@nestjs/common';
import { EmployeesModule } from '../employees/employees.module';
import { EmployeeImportsController } from './employee-imports.controller';
import { EmployeeImportsRepository } from './employee-imports.repository';
import { EmployeeImportsService } from './employee-imports.service';

@Module({ imports: [EmployeesModule], controllers: [EmployeeImportsController], providers: [EmployeeImportsService, EmployeeImportsRepository] })
export class EmployeeImportsModule {}
