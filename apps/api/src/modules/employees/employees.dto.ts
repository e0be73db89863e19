import { DocumentView } from '../files/document.view';
import { ApiProperty } from '@nestjs/swagger';
import { EMPLOYEE_LIMITS, I9_STATUSES, type I9Status } from '@clearhire/contracts';
import { PageQuery } from '../../common/http/page';
import { EmailField, TextField } from '../../common/validation/fields';

export class AddEmployeeDto {
  @TextField({ label: 'First name', max: EMPLOYEE_LIMITS.firstname })
  firstname!: string;

  @TextField({ label: 'Last name', max: EMPLOYEE_LIMITS.lastname })
  lastname!: string;

  @EmailField({ label: 'E-mail', max: EMPLOYEE_LIMITS.email })
  email!: string;
}

export class EmployeeListQuery extends PageQuery {
  @TextField({ label: 'Search', max: 100, optional: true })
  search?: string;
}

export class AddEmployeeResponse {
  @ApiProperty() employeeId!: string;
}

export class EmployeeListItem {
  @ApiProperty() id!: string;
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: I9_STATUSES }) i9_status!: I9Status;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty() company_id!: number;
  @ApiProperty() company_name!: string;
}

export class EmployeeList {
  @ApiProperty({ type: [EmployeeListItem] }) data!: EmployeeListItem[];
  @ApiProperty() count!: number;
}

export class I9SectionOneView {
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty({ type: String, nullable: true }) middleInitial!: string | null;
  @ApiProperty({ type: String, nullable: true }) otherLastnames!: string | null;
  @ApiProperty() street!: string;
  @ApiProperty({ type: String, nullable: true }) apt!: string | null;
  @ApiProperty() city!: string;
  @ApiProperty({ type: String, nullable: true }) county!: string | null;
  @ApiProperty() state!: string;
  @ApiProperty() zip!: string;
  @ApiProperty({ format: 'date' }) birthdate!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
  @ApiProperty() citizenship!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Work authorization end date, or "N/A"' }) expiry!: string | null;
  @ApiProperty({ type: [String], description: 'Which numbers were given (never the numbers themselves)' }) numbersProvided!: string[];
  @ApiProperty() signature!: string;
  @ApiProperty({ format: 'date-time' }) signedAt!: string;
}

export class EmployeeDetailView extends EmployeeListItem {
  @ApiProperty({ description: 'Token of the private I-9 link /i9/{url}' }) url!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Masked: ***-**-1234, once the I-9 is submitted' }) ssn!: string | null;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true }) documents_type!: Record<string, { type: string; filename: string }> | null;
  @ApiProperty({ type: I9SectionOneView, nullable: true }) i9!: I9SectionOneView | null;
  @ApiProperty({ type: [DocumentView] }) documents!: DocumentView[];
}

export class EmployeeDetail {
  @ApiProperty({ type: EmployeeDetailView }) data!: EmployeeDetailView;
}
