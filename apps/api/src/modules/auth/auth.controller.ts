import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/access.decorator';
import { CurrentActor } from '../../common/auth/current-session.decorator';
import type { Actor } from '../../common/auth/session';
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
}
