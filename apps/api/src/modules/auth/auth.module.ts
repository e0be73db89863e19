import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '@clearhire/db';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginFailures } from './login-failures';
import { TwoFactor } from './two-factor';
import { SessionIssuer } from './session-issuer';
import { SecondFactorFailures } from './second-factor-failures';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [AuthController, TwoFactorController],
  providers: [AuthService, LoginFailures, TwoFactor, TwoFactorService, SessionIssuer, SecondFactorFailures],
  exports: [LoginFailures, TwoFactor, SessionIssuer],
})
export class AuthModule {}
