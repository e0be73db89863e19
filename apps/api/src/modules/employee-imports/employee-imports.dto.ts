import { ApiProperty } from '@nestjs/swagger';
import { EMPLOYEE_IMPORT_LIMITS, EMPLOYEE_IMPORT_MODES, JOB_TITLE, type EmployeeImportColumn, type EmployeeImportMode } from '@clearhire/contracts';
import { ChoiceField, ExternalIdField, TextField } from '../../common/validation/fields';
import { AddEmployeeDto } from '../employees/employees.dto';

/**
 * One row of the import as a request to add an employee: the rules of adding one by hand
 * (AddEmployeeDto) and the fields only an import or an HR system gives. Validated row by row with
 * class-validator, so a row is held to exactly the rules of POST /api/employees.
 */
export class ImportedEmployeeFields extends AddEmployeeDto {
  @ExternalIdField({ label: 'External id', optional: true })
  externalId?: string;

  @TextField({ label: 'Job title', max: JOB_TITLE.max, optional: true })
  jobTitle?: string;
}

export class EmployeeImportQuery {
  @ChoiceField({ label: 'Mode', options: EMPLOYEE_IMPORT_MODES, description: 'all: every row or none (any problem refuses the file, nothing is saved); valid: the rows without problems, the others reported' })
  mode!: EmployeeImportMode;
}

export class EmployeeImportProblemView {
  @ApiProperty({ description: 'The line of the file (the header is line 1)' }) line!: number;
  @ApiProperty({ type: String, nullable: true, enum: EMPLOYEE_IMPORT_LIMITS.columns, description: 'The column at fault; null for a problem of the whole row' })
  column!: EmployeeImportColumn | null;
  @ApiProperty() msg!: string;
}

export class EmployeeImportPreview {
  @ApiProperty({ description: 'Data rows in the file' }) rows!: number;
  @ApiProperty({ description: 'Rows that would create an employee' }) valid!: number;
  @ApiProperty({ description: 'Rows with at least one problem' }) invalid!: number;
  @ApiProperty({ description: 'Rows naming an employee the company already has (same external id, or same e-mail and first day): skipped' }) duplicates!: number;
  @ApiProperty({ type: [EmployeeImportProblemView], description: 'Every problem, by line and column' }) problems!: EmployeeImportProblemView[];
}

export class EmployeeImportResult {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: EMPLOYEE_IMPORT_MODES }) mode!: EmployeeImportMode;
  @ApiProperty({ description: 'Data rows in the file' }) rows!: number;
  @ApiProperty({ description: 'Employees created, each sent the Form I-9 link' }) created!: number;
  @ApiProperty({ description: 'Rows naming an employee the company already had: nobody created' }) existing!: number;
  @ApiProperty({ description: 'Rows refused for their problems (mode valid)' }) rejected!: number;
  @ApiProperty({ type: [EmployeeImportProblemView], description: 'The problems of the rejected rows' }) problems!: EmployeeImportProblemView[];
}

export class EmployeeImportView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: EMPLOYEE_IMPORT_MODES }) mode!: EmployeeImportMode;
  @ApiProperty() rows!: number;
  @ApiProperty() created!: number;
  @ApiProperty() existing!: number;
  @ApiProperty() rejected!: number;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The user who imported; null when an API key did' }) user_id!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The API key that imported; null when a user did' }) api_key_id!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class EmployeeImportList {
  @ApiProperty({ type: [EmployeeImportView] }) data!: EmployeeImportView[];
  @ApiProperty() count!: number;
}
