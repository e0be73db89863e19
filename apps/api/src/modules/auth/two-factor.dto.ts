import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_LIMITS } from '@clearhire/contracts';
import { PasswordField, TextField } from '../../common/validation/fields';

export class TwoFactorLoginDto {
  @TextField({ label: 'Sign-in', max: 2000, description: 'The twoFactorChallenge of the login answer' })
  challenge!: string;

  @TextField({ label: 'Code', max: 20, description: "The authenticator app's 6-digit code, or a recovery code" })
  code!: string;
}

export class TwoFactorCodeDto {
  @TextField({ label: 'Code', max: 20, description: "The authenticator app's 6-digit code" })
  code!: string;
}

export class TwoFactorSetupDto {
  @PasswordField({
    label: 'Password',
    max: ACCOUNT_LIMITS.password,
    optional: true,
    description: 'The current password; not asked of a session that must set two-factor sign-in up, which has just given it',
  })
  password?: string;
}

export class TwoFactorOffDto {
  @PasswordField({ label: 'Password', max: ACCOUNT_LIMITS.password })
  password!: string;
}

export class TwoFactorSetupResponse {
  @ApiProperty({ description: 'The secret in base32, to type into an authenticator app by hand' })
  secret!: string;

  @ApiProperty({ description: 'The otpauth:// URI the QR code holds' })
  uri!: string;

  @ApiProperty({ description: 'The QR code, as an SVG data URL' })
  qrCode!: string;
}

export class TwoFactorEnabledResponse {
  @ApiProperty({ type: [String], description: 'Ten one-use recovery codes, shown this once' })
  recoveryCodes!: string[];

  @ApiProperty({ description: 'A new session token for this device; every other session has ended' })
  token!: string;
}

export class TwoFactorStatus {
  @ApiProperty({ description: 'Whether the user signs in with a second factor' })
  enabled!: boolean;

  @ApiProperty({ description: 'Whether it is required of the user (administrators; companies that require it)' })
  required!: boolean;

  @ApiProperty({ description: 'Recovery codes not used yet' })
  recoveryCodesLeft!: number;
}
