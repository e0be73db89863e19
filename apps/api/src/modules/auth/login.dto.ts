import { LOGIN_LIMITS } from '@clearhire/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { EmailField, PasswordField, TextField } from '../../common/validation/fields';

export class LoginDto {
  @EmailField({ label: 'E-mail', max: LOGIN_LIMITS.email })
  email!: string;

  @PasswordField({ label: 'Password', max: LOGIN_LIMITS.password })
  password!: string;

  @TextField({ label: 'reCAPTCHA', max: 4000, optional: true })
  recaptcha?: string;
}

export class SessionTokenResponse {
  @ApiProperty({ description: 'A new session token for this device: send it as "Authorization: Bearer <token>".' })
  token!: string;
}

export class LoginResponse {
  @ApiProperty({ required: false, description: 'Session token: send it as "Authorization: Bearer <token>". Absent when a second factor is asked for.' })
  token?: string;

  @ApiProperty({
    required: false,
    description: 'Present instead of the token when the user signs in with two factors: send it with the code to POST /api/auth/login/two-factor within 5 minutes.',
  })
  twoFactorChallenge?: string;
}
