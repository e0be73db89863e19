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

export class LoginResponse {
  @ApiProperty({ description: 'Session token: send it as "Authorization: Bearer <token>".' })
  token!: string;
}
