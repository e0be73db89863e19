import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, ValidateNested } from 'class-validator';
import { SECTION2_LIMITS as L } from '@clearhire/contracts';
import { I9_DOCUMENT_TITLES } from '@clearhire/domain';
import { AddressSpecField } from '../../common/validation/spec-fields';
import { BooleanField, ChoiceField, DateField, TextField } from '../../common/validation/fields';

/** One document the examiner looked at, as Section 2 records it. */
export class ExaminedDocumentDto {
  @ChoiceField({ label: 'List', options: ['A', 'B', 'C'], description: 'The Form I-9 list: A, B or C' })
  list!: 'A' | 'B' | 'C';

  @ApiProperty({
    enum: [...new Set(I9_DOCUMENT_TITLES.map((d) => d.title))],
    description: "Document title, one of the Lists of Acceptable Documents; a title used before the lists took the M-274's titles is still accepted and recorded under its current title",
  })
  @TextField({ label: 'Document title', max: L.title })
  title!: string;

  @TextField({ label: 'Issuing authority', max: L.issuingAuthority, optional: true })
  issuingAuthority?: string;

  @TextField({ label: 'Document number', max: L.documentNumber, optional: true, description: 'Stored encrypted; answered masked' })
  number?: string;

  @DateField({ label: 'Expiration date', optional: true, description: 'Left out for a document without an expiration date' })
  expirationDate?: string;

  @BooleanField({ label: 'Contains a photograph', optional: true, description: 'For a List B document whose issuer decides; E-Verify employers need a photograph' })
  hasPhoto?: boolean;
}

/**
 * Form I-9 Section 2, "Employer Review and Verification" (docs/compliance.md §4.2, §4.6, §4.9): the body
 * of PATCH /api/forms/{employeeId}/i9, the specification's "Mark Verified".
 */
export class Section2Dto {
  @DateField({ label: 'First day of employment' })
  firstDayOfEmployment!: string;

  @BooleanField({ label: 'Employment of fewer than 3 business days', optional: true, description: 'Section 2 is then due on the first day, and receipts are not acceptable' })
  shortTermEmployment?: boolean;

  @ApiProperty({ type: [ExaminedDocumentDto], maxItems: L.documents, description: 'One List A document (or a List A combination), or one List B and one List C document' })
  @IsDefined({ message: 'Documents is required.' })
  @IsArray({ message: 'Documents must be a list.' })
  @ArrayMaxSize(L.documents, { message: `Record at most ${L.documents} documents.` })
  @ValidateNested({ each: true })
  @Type(() => ExaminedDocumentDto)
  documents!: ExaminedDocumentDto[];

  @BooleanField({ label: 'Alternative procedure', description: 'The documents were examined remotely under the DHS-authorized alternative procedure' })
  alternativeProcedure!: boolean;

  @TextField({ label: 'Additional information', max: L.additionalInformation, optional: true })
  additionalInformation?: string;

  @TextField({ label: 'Examiner last name', max: L.examinerName, name: true })
  lastName!: string;

  @TextField({ label: 'Examiner first name', max: L.examinerName, name: true })
  firstName!: string;

  @TextField({ label: 'Examiner title', max: L.examinerTitle })
  title!: string;

  @TextField({ label: "Employer's business or organization name", max: L.employerName })
  employerName!: string;

  @AddressSpecField('street', { optional: true, description: "Employer's business address: street. Leave out the whole address for the employee's location's (else the company's)" })
  employerStreet?: string;

  @AddressSpecField('city', { optional: true, description: "Employer's business address: city or town. Leave out the whole address for the employee's location's (else the company's)" })
  employerCity?: string;

  @AddressSpecField('state', { optional: true, description: "Employer's business address: state. Leave out the whole address for the employee's location's (else the company's)" })
  employerState?: string;

  @AddressSpecField('zip', { optional: true, description: "Employer's business address: ZIP code. Leave out the whole address for the employee's location's (else the company's)" })
  employerZip?: string;
}
