import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_LIMITS, COMPANY_ROLES, TEAM_USER_ACTIONS, type CompanyRole, type TeamUserAction } from '@clearhire/contracts';
import { BooleanField, ChoiceField, LocationIdsField, PasswordField, TextField } from '../../common/validation/fields';
import { LocationRef } from '../locations/locations.dto';
import { PersonSpecField } from '../../common/validation/spec-fields';
import { ChosenPassword } from '../auth/password-policy';

/** The one-use token of a mailed link, as the portal read it from the link. */
const TokenField = () => TextField({ label: 'Link', max: 200 });

export class PasswordResetRequestDto {
  @PersonSpecField('email')
  email!: string;

  @TextField({ label: 'reCAPTCHA', max: 4000, optional: true })
  recaptcha?: string;
}

export class PasswordResetRequestResponse {
  @ApiProperty({ description: 'Always the same, whether the address belongs to an account or not.' })
  message!: string;
}

export class PasswordResetConfirmDto extends ChosenPassword {
  @TokenField()
  token!: string;
}

export class PasswordChangeDto extends ChosenPassword {
  @PasswordField({ label: 'Current password', max: ACCOUNT_LIMITS.password })
  currentPassword!: string;
}

export class InvitationLookupDto {
  @TokenField()
  token!: string;
}

export class InvitationView {
  @ApiProperty({ description: 'The address the invitation was sent to; the account is created with it.' })
  email!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The company joined; null for an invitation to the administrators.' })
  companyName!: string | null;

  @ApiProperty({ enum: COMPANY_ROLES, nullable: true, description: 'The role in the company; null for an administrator.' })
  role!: CompanyRole | null;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}

export class InvitationAcceptDto extends ChosenPassword {
  @TokenField()
  token!: string;

  @PersonSpecField('firstname')
  firstname!: string;

  @PersonSpecField('lastname')
  lastname!: string;
}

export class InvitationDto {
  @PersonSpecField('email')
  email!: string;

  @ChoiceField({ label: 'Role', options: COMPANY_ROLES })
  role!: CompanyRole;

  @LocationIdsField({
    label: 'Locations',
    optional: true,
    description: "A member's locations, assigned when they accept: required when the company has several; its only one when left out. Not for an owner, who sees every location.",
  })
  locationIds?: number[];
}

export class AdminInvitationDto {
  @PersonSpecField('email')
  email!: string;
}

export class UserUpdateDto {
  @ChoiceField({ label: 'Role', options: COMPANY_ROLES, optional: true })
  role?: CompanyRole;

  @BooleanField({ label: 'Disabled', optional: true })
  disabled?: boolean;

  @LocationIdsField({
    label: 'Locations',
    optional: true,
    description: "A member's locations (replacing those assigned), effective at once; with a change of role to member, required when the company has several. Not for an owner.",
  })
  locationIds?: number[];
}

export class AdminUpdateDto {
  @BooleanField({ label: 'Disabled' })
  disabled!: boolean;
}

export class AccountUser {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty()
  firstname!: string;

  @ApiProperty()
  lastname!: string;

  @ApiProperty({ enum: COMPANY_ROLES, nullable: true, description: 'Null for administrators.' })
  role!: CompanyRole | null;

  @ApiProperty()
  disabled!: boolean;

  @ApiProperty({ description: 'Whether the user signs in with two factors.' })
  twoFactor!: boolean;

  @ApiProperty({ description: 'Whether this is the caller.' })
  you!: boolean;

  @ApiProperty({
    enum: TEAM_USER_ACTIONS,
    isArray: true,
    description: 'What the caller may do to this user, each only where the API would accept it (a company keeps one owner who can log in; one administrator stays; one\'s own second factor is turned off on the account page). Empty for a member.',
  })
  actions!: TeamUserAction[];

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: [LocationRef], description: "A member's locations, by name; empty for owners and administrators, who see every location" })
  locations!: LocationRef[];
}

export class PendingInvitation {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ enum: COMPANY_ROLES, nullable: true })
  role!: CompanyRole | null;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: [LocationRef], description: 'The locations an invited member will work at (those still there); empty for an owner' })
  locations!: LocationRef[];
}

export class TeamView {
  @ApiProperty({ type: [AccountUser] })
  users!: AccountUser[];

  @ApiProperty({ type: [PendingInvitation], description: 'Invitations sent and not yet accepted, expired or withdrawn.' })
  invitations!: PendingInvitation[];
}
