import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, Public } from '../../common/auth/access.decorator';
import { CurrentActor, CurrentSession } from '../../common/auth/current-session.decorator';
import type { Actor, Session } from '../../common/auth/session';
import { AuthService } from './auth.service';
import { LoginDto, LoginResponse } from './login.dto';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(201)
  @Public({ recaptcha: true })
  @ApiCreatedResponse({ type: LoginResponse })
  async login(@Body() dto: LoginDto, @CurrentActor() actor: Actor): Promise<LoginResponse> {
    return { token: await this.auth.login(dto.email, dto.password, actor) };
  }

  /**
   * Logout: ends every session of the user at once (each token carries the user's token version,
   * which goes up), on every device. 204; the token used for this call is refused afterwards (401).
   */
  @Post('logout')
  @HttpCode(204)
  @Authenticated()
  @ApiNoContentResponse({ description: "Every session of the user has ended; their tokens answer 401 from now on" })
  async logout(@CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<void> {
    await this.auth.logout({ ...actor, session });
  }
}
