import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AllowedBeforeTwoFactor, Authenticated, Public } from '../../common/auth/access.decorator';
import { TwoFactorLoginDto } from './two-factor.dto';
import { CurrentActor, CurrentSession } from '../../common/auth/current-session.decorator';
import type { Actor, Session } from '../../common/auth/session';
import { AuthService } from './auth.service';
import { LoginDto, LoginResponse, SessionTokenResponse } from './login.dto';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(201)
  @Public({ recaptcha: true })
  @ApiCreatedResponse({ type: LoginResponse })
  async login(@Body() dto: LoginDto, @CurrentActor() actor: Actor): Promise<LoginResponse> {
    return this.auth.login(dto.email, dto.password, actor);
  }

  @Post('login/two-factor')
  @HttpCode(201)
  @Public()
  @ApiOperation({ summary: "Finish a login with the authenticator app's code (or a recovery code)" })
  @ApiCreatedResponse({ type: SessionTokenResponse })
  async loginTwoFactor(@Body() dto: TwoFactorLoginDto, @CurrentActor() actor: Actor): Promise<SessionTokenResponse> {
    return { token: await this.auth.completeTwoFactor(dto.challenge, dto.code, actor) };
  }

  /**
   * Logout: ends this sign-in (this device) only; the user's other devices stay signed in. 204; the
   * token used for this call is refused afterwards (401).
   */
  @Post('logout')
  @HttpCode(204)
  @Authenticated()
  @AllowedBeforeTwoFactor()
  @ApiNoContentResponse({ description: 'This sign-in has ended; its token answers 401 from now on. Other devices stay signed in' })
  async logout(@CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<void> {
    await this.auth.logout({ ...actor, session });
  }

  /**
   * Log out everywhere: ends every session of the user at once (each token carries the user's token
   * version, which goes up), on every device. 204.
   */
  @Post('logout-everywhere')
  @HttpCode(204)
  @Authenticated()
  @AllowedBeforeTwoFactor()
  @ApiNoContentResponse({ description: 'Every session of the user has ended; their tokens answer 401 from now on' })
  async logoutEverywhere(@CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<void> {
    await this.auth.logoutEverywhere({ ...actor, session });
  }
}
