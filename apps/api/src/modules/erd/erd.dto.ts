import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsIn, IsNotEmpty } from 'class-validator';
import { ERD_AUTHORIZATION_VERSION, ERD_LIMITS, ERD_STATUSES, type ErdStatus } from '@clearhire/contracts';
import { DigitsField, TextField } from '../../common/validation/fields';
import { PersonSpecField } from '../../common/validation/spec-fields';
import { ValidEin } from './valid-ein.decorator';

/** The ERD and I-9 employer authorization form (docs/product.md §3 ERD payload). */
export class ErdDto {
  @PersonSpecField('firstname')
  firstname!: string;

  @PersonSpecField('lastname')
  lastname!: string;

  @TextField({ label: 'Company legal name', max: ERD_LIMITS.name })
  name!: string;

  @PersonSpecField('phone')
  phone!: string;

  @PersonSpecField('email')
  email!: string;

  @DigitsField({ label: 'Fax', max: ERD_LIMITS.fax, optional: true })
  fax?: string;

  @DigitsField({ label: 'EIN', max: ERD_LIMITS.ein, exact: ERD_LIMITS.ein })
  @ValidEin()
  ein!: string;

  @TextField({ label: 'Signature (your full name)', max: ERD_LIMITS.signature })
  signature!: string;

  /**
   * Which words the signer read: the page shows the current version's text before the signature
   * field, and the API stores that text with the signature. A page opened before the words changed
   * sends an older version, refused, so nobody signs words they were not shown.
   */
  @ApiProperty({ enum: [ERD_AUTHORIZATION_VERSION], description: 'The version of the authorization text shown before the signature (libs/contracts ERD_AUTHORIZATION_VERSION); the API stores that text with the signature' })
  @IsNotEmpty({ message: 'Read the authorization and sign it on the ERD page: the version of the text you were shown (authorizationVersion) is required.' })
  @IsIn([ERD_AUTHORIZATION_VERSION], { message: 'The authorization text has changed since this page was opened: reload the page, read it and sign again.' })
  authorizationVersion!: string;

  @ApiProperty({ enum: ['pending'], description: 'A new ERD is always submitted as pending' })
  @Equals('pending', { message: 'erdStatus must be "pending".' })
  erdStatus!: 'pending';
}

export class ErdStatusResponse {
  @ApiProperty({ enum: ERD_STATUSES }) erd_status!: ErdStatus;
}
