import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginFailures } from './login-failures';
import { TwoFactor } from './two-factor';
import { TwoFactorRepository } from './two-factor.repository';
import { SessionIssuer } from './session-issuer';
import { SecondFactorFailures } from './second-factor-failures';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';

@Module({
  controllers: [AuthController, TwoFactorController],
  providers: [AuthService, LoginFailures, TwoFactor, TwoFactorRepository, TwoFactorService, SessionIssuer, SecondFactorFailures],
  exports: [LoginFailures, TwoFactor, SessionIssuer],
})
export class AuthModule {}
