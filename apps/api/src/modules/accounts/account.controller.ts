import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Public } from '../../common/auth/access.decorator';
import { CurrentActor, CurrentSession } from '../../common/auth/current-session.decorator';
import type { Actor, Session } from '../../common/auth/session';
import {
  InvitationAcceptDto,
  InvitationLookupDto,
  InvitationView,
  PasswordChangeDto,
  PasswordResetConfirmDto,
  PasswordResetRequestDto,
  PasswordResetRequestResponse,
} from './accounts.dto';
import { SessionTokenResponse } from '../auth/login.dto';
import { PasswordsService, RESET_REQUESTED } from './passwords.service';
import { TeamService } from './team.service';

/** The account calls of /api/auth: passwords (forgotten, changed) and accepting an invitation. */
@ApiTags('auth')
@Controller('auth')
export class AccountController {
  constructor(
    private readonly passwords: PasswordsService,
    private readonly team: TeamService,
  ) {}

  @Post('password-reset')
  @HttpCode(202)
  @Public({ recaptcha: true })
  @ApiOperation({ summary: 'Forgot password: mail a one-use link to choose a new one', description: 'Answers 202 the same way, after the same time, whether the address has an account or not.' })
  @ApiAcceptedResponse({ type: PasswordResetRequestResponse })
  async requestReset(@Body() dto: PasswordResetRequestDto, @CurrentActor() actor: Actor): Promise<PasswordResetRequestResponse> {
    await this.passwords.requestReset(dto.email, actor);
    return { message: RESET_REQUESTED };
  }

  @Post('password-reset/confirm')
  @HttpCode(204)
  @Public()
  @ApiOperation({ summary: "Set a new password with a reset link's token; every session of the user ends" })
  @ApiNoContentResponse({ description: 'The password is set; the user logs in with it.' })
  async confirmReset(@Body() dto: PasswordResetConfirmDto, @CurrentActor() actor: Actor): Promise<void> {
    await this.passwords.confirmReset(dto.token, dto, actor);
  }

  @Post('password')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Change my password (the current one required); sessions on other devices end' })
  @ApiOkResponse({ type: SessionTokenResponse })
  async change(@Body() dto: PasswordChangeDto, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<SessionTokenResponse> {
    return { token: await this.passwords.change(session, dto.currentPassword, dto, actor) };
  }

  @Post('invitations/lookup')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'What an invitation link is for: the address, the company and the role' })
  @ApiOkResponse({ type: InvitationView })
  lookup(@Body() dto: InvitationLookupDto): Promise<InvitationView> {
    return this.team.lookupInvitation(dto.token);
  }

  @Post('invitations/accept')
  @HttpCode(201)
  @Public()
  @ApiOperation({ summary: 'Accept an invitation: choose a name and a password; answers with a session token' })
  @ApiCreatedResponse({ type: SessionTokenResponse })
  async accept(@Body() dto: InvitationAcceptDto, @CurrentActor() actor: Actor): Promise<SessionTokenResponse> {
    return { token: await this.team.acceptInvitation(dto, actor) };
  }
}
