import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AllowedBeforeTwoFactor, Authenticated } from '../../common/auth/access.decorator';
import { CurrentActor, CurrentSession } from '../../common/auth/current-session.decorator';
import type { Actor, Session } from '../../common/auth/session';
import { SessionTokenResponse } from './login.dto';
import { TwoFactorCodeDto, TwoFactorEnabledResponse, TwoFactorOffDto, TwoFactorSetupDto, TwoFactorSetupResponse, TwoFactorStatus } from './two-factor.dto';
import { TwoFactorService } from './two-factor.service';

/** The logged-in user's own two-factor sign-in (an authenticator app). */
@ApiTags('auth')
@Controller('auth/two-factor')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get()
  @Authenticated()
  @AllowedBeforeTwoFactor()
  @ApiOperation({ summary: 'Whether I sign in with two factors, whether it is required of me, and my recovery codes left' })
  @ApiOkResponse({ type: TwoFactorStatus })
  status(@CurrentSession() session: Session): Promise<TwoFactorStatus> {
    return this.twoFactor.status(session);
  }

  @Post('setup')
  @HttpCode(201)
  @Authenticated()
  @AllowedBeforeTwoFactor()
  @ApiOperation({ summary: 'Start setting up two-factor sign-in (the password required, unless the session must set it up): a new secret and its QR code' })
  @ApiCreatedResponse({ type: TwoFactorSetupResponse })
  begin(@Body() dto: TwoFactorSetupDto, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<TwoFactorSetupResponse> {
    return this.twoFactor.begin(session, dto.password, actor);
  }

  @Post('enable')
  @HttpCode(200)
  @Authenticated()
  @AllowedBeforeTwoFactor()
  @ApiOperation({ summary: "Turn two-factor sign-in on with the app's first code; answers the recovery codes and a new token" })
  @ApiOkResponse({ type: TwoFactorEnabledResponse })
  enable(@Body() dto: TwoFactorCodeDto, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<TwoFactorEnabledResponse> {
    return this.twoFactor.enable(session, dto.code, actor);
  }

  @Post('disable')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Turn two-factor sign-in off with the password (not where it is required); answers a new token' })
  @ApiOkResponse({ type: SessionTokenResponse })
  async disable(@Body() dto: TwoFactorOffDto, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<SessionTokenResponse> {
    return { token: await this.twoFactor.disable(session, dto.password, actor) };
  }
}
