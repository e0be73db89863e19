import { ApiProperty } from '@nestjs/swagger';
import { LOCATION_LIMITS } from '@clearhire/contracts';
import { BooleanField, TextField, TimeZoneField } from '../../common/validation/fields';
import { AddressSpecField } from '../../common/validation/spec-fields';

/** A new location: its name, and optionally its business address, calendar and E-Verify enrollment. */
export class LocationCreateDto {
  @TextField({ label: 'Name', max: LOCATION_LIMITS.name, description: 'The name the company knows the location by (unique in the company)' })
  name!: string;

  @AddressSpecField('street', { optional: true, description: 'Business address: street (printed in Form I-9 Section 2 for its employees)' })
  street?: string;

  @AddressSpecField('city', { optional: true, description: 'Business address: city or town' })
  city?: string;

  @AddressSpecField('state', { optional: true, description: 'Business address: state' })
  state?: string;

  @AddressSpecField('zip', { optional: true, description: 'Business address: ZIP code' })
  zip?: string;

  @TimeZoneField({ label: 'Time zone', optional: true, description: "The IANA time zone whose calendar decides its employees' deadlines; the company's when left out" })
  timeZone?: string;

  @BooleanField({ label: 'E-Verify hiring site', optional: true, notNull: true, description: "A hiring site enrolled in the company's E-Verify MOU (false when left out)" })
  everifyHiringSite?: boolean;

  @BooleanField({ label: 'Open on weekends', optional: true, notNull: true, description: 'Saturdays and Sundays then count as business days for its deadlines (false when left out)' })
  openOnWeekends?: boolean;

  @BooleanField({ label: 'Closed on federal holidays', optional: true, notNull: true, description: 'Federal holidays then do not count as business days (false when left out)' })
  closedOnFederalHolidays?: boolean;
}

/** What may change about a location; each field is optional, and at least one is given. */
export class LocationUpdateDto {
  @TextField({ label: 'Name', max: LOCATION_LIMITS.name, optional: true, description: 'The name the company knows the location by (unique in the company)' })
  name?: string;

  @AddressSpecField('street', { optional: true, description: 'Business address: street (printed in Form I-9 Section 2 for its employees)' })
  street?: string;

  @AddressSpecField('city', { optional: true, description: 'Business address: city or town' })
  city?: string;

  @AddressSpecField('state', { optional: true, description: 'Business address: state' })
  state?: string;

  @AddressSpecField('zip', { optional: true, description: 'Business address: ZIP code' })
  zip?: string;

  @TimeZoneField({ label: 'Time zone', optional: true, description: "The IANA time zone whose calendar decides its employees' deadlines" })
  timeZone?: string;

  @BooleanField({ label: 'E-Verify hiring site', optional: true, notNull: true })
  everifyHiringSite?: boolean;

  @BooleanField({ label: 'Open on weekends', optional: true, notNull: true })
  openOnWeekends?: boolean;

  @BooleanField({ label: 'Closed on federal holidays', optional: true, notNull: true })
  closedOnFederalHolidays?: boolean;

  @BooleanField({ label: 'Clear the address', optional: true, notNull: true, description: 'true removes the business address (street, city, state and ZIP); not with any of them' })
  clearAddress?: boolean;

  @BooleanField({ label: 'New pre-screening link', optional: true, notNull: true, description: 'true issues a new pre-screening link: the old one stops working' })
  regenerateLink?: boolean;
}

export class LocationView {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) street!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) state!: string | null;
  @ApiProperty({ type: String, nullable: true }) zip!: string | null;
  @ApiProperty({ description: 'IANA time zone' }) time_zone!: string;
  @ApiProperty() everify_hiring_site!: boolean;
  @ApiProperty() open_on_weekends!: boolean;
  @ApiProperty() closed_on_federal_holidays!: boolean;
  @ApiProperty({ description: "The path of the location's own pre-screening link: applicants who follow it are attributed to this location" })
  prescreening_link!: string;
  @ApiProperty({ description: 'How many employees work at the location' }) employees!: number;
  @ApiProperty({ description: 'How many pre-screenings were made for the location' }) submissions!: number;
}

export class LocationList {
  @ApiProperty({ type: [LocationView] }) data!: LocationView[];
}

export class LocationResponse {
  @ApiProperty({ type: LocationView }) data!: LocationView;
}

/** A location as other records name it (an employee's, a member's). */
export class LocationRef {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}
