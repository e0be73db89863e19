import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { EMPLOYEE_LIMITS, I9_FORMER_CHOICES, I9_LIST_A, I9_LIST_C, SECTION2_LIMITS as L, SUPPLEMENT_A_LIMITS, SUPPLEMENT_B_REASONS, type SupplementBReason } from '@clearhire/contracts';
import { I9_DOCUMENT_TITLES } from '@clearhire/domain';
import { BooleanField, ChoiceField, DateField, TextField } from '../../common/validation/fields';

/** Starts a Supplement B section: POST /api/employees/{id}/reverifications. */
export class StartSupplementBDto {
  @ChoiceField({ label: 'Reason', options: SUPPLEMENT_B_REASONS, description: 'reverification (an authorization expires), rehire (within 3 years of the Form I-9) or name-change' })
  reason!: SupplementBReason;

  @DateField({ label: 'Rehire date', optional: true, description: 'For a rehire: the first day of the new employment' })
  rehireDate?: string;

  @TextField({ label: 'New last name', max: EMPLOYEE_LIMITS.lastname, optional: true, name: true, description: 'For a legal name change (it becomes the employee’s name)' })
  newLastName?: string;

  @TextField({ label: 'New first name', max: EMPLOYEE_LIMITS.firstname, optional: true, name: true, description: 'For a legal name change' })
  newFirstName?: string;

  @TextField({ label: 'New middle initial', max: SUPPLEMENT_A_LIMITS.middleInitial, optional: true, name: true })
  newMiddleInitial?: string;
}

/** The document Supplement B records: any List A or List C document the employee presented. */
export class SupplementBDocumentDto {
  @ChoiceField({ label: 'List', options: ['A', 'C'], description: 'List A or List C: List B documents are never reverified' })
  list!: 'A' | 'C';

  @ApiProperty({
    enum: [...new Set(I9_DOCUMENT_TITLES.filter((d) => d.list !== 'B').map((d) => d.title))],
    description: "Document title; a title used before the lists took the M-274's titles is still accepted and recorded under its current title",
  })
  @TextField({ label: 'Document title', max: L.title })
  title!: string;

  @TextField({ label: 'Issuing authority', max: L.issuingAuthority, optional: true })
  issuingAuthority?: string;

  @TextField({ label: 'Document number', max: L.documentNumber })
  number!: string;

  @DateField({ label: 'Expiration date', optional: true })
  expirationDate?: string;
}

/** The employer's Supplement B: PATCH /api/employees/{id}/reverifications/{rid}. */
export class CompleteSupplementBDto {
  @ApiProperty({ type: SupplementBDocumentDto, required: false, description: 'Required for a reverification, and for a rehire whose authorization had expired' })
  @IsOptional()
  @ValidateNested()
  @Type(() => SupplementBDocumentDto)
  document?: SupplementBDocumentDto;

  @BooleanField({ label: 'Alternative procedure' })
  alternativeProcedure!: boolean;

  @TextField({ label: 'Additional information', max: L.additionalInformation, optional: true })
  additionalInformation?: string;

  @TextField({ label: 'Examiner last name', max: L.examinerName, name: true })
  lastName!: string;

  @TextField({ label: 'Examiner first name', max: L.examinerName, name: true })
  firstName!: string;
}

/** The employee's new document, sent through the private link (multipart, with the file `document`). */
export class ReverificationUploadDto {
  @TextField({ label: 'Reverification link', max: 64 })
  url!: string;

  @ChoiceField({ label: 'List', options: ['listA', 'listC'] })
  list!: 'listA' | 'listC';

  // The former choices still arrive from a page loaded before the lists took the M-274's titles.
  @ChoiceField({
    label: 'Document',
    options: [...I9_LIST_A, ...I9_LIST_C, ...Object.keys(I9_FORMER_CHOICES)],
    description: 'A document of the list chosen; a former choice is stored as the current one it stands for',
  })
  documentType!: string;

  @TextField({ label: 'reCAPTCHA', max: 4000, optional: true })
  recaptcha?: string;
}

export class ReverificationUploadForm extends ReverificationUploadDto {
  @ApiProperty({ type: 'string', format: 'binary' }) document!: unknown;
}

export class ReverificationLinkStatus {
  @ApiProperty({ enum: ['open', 'used', 'expired'] }) status!: 'open' | 'used' | 'expired';
  @ApiProperty({ description: "The employee's first name, for a greeting" }) firstname!: string;
  @ApiProperty({ enum: SUPPLEMENT_B_REASONS }) reason!: SupplementBReason;
}
