import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AdminOnly, Authenticated } from '../../common/auth/access.decorator';
import { CurrentActor, CurrentSession } from '../../common/auth/current-session.decorator';
import type { Actor, Session } from '../../common/auth/session';
import { CreatedResponse } from '../../common/http/created-response';
import { IntIdParam, UuidParam } from '../../common/http/path-ids';
import { AccountUser, AdminInvitationDto, AdminUpdateDto, InvitationDto, TeamView, UserUpdateDto } from './accounts.dto';
import { TeamService } from './team.service';

export class AccountUserResponse {
  @ApiProperty({ type: AccountUser })
  data!: AccountUser;
}

/** A company's users (owners manage them) and the administrators (administrators manage them). */
@ApiTags('users')
@Controller()
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get('companies/:id/users')
  @Authenticated()
  @ApiOperation({ summary: "The company's users and open invitations (its own users and administrators)" })
  @ApiOkResponse({ type: TeamView })
  companyTeam(@Param('id', new IntIdParam('Company')) id: number, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<TeamView> {
    return this.team.companyTeam(id, session, actor);
  }

  @Post('companies/:id/invitations')
  @HttpCode(201)
  @Authenticated()
  @ApiOperation({ summary: "Invite someone to the company with a role, and a member's locations (owners and administrators)" })
  @ApiCreatedResponse({ type: CreatedResponse })
  async invite(@Param('id', new IntIdParam('Company')) id: number, @Body() dto: InvitationDto, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<CreatedResponse> {
    return { id: await this.team.inviteToCompany(id, dto, session, actor) };
  }

  @Delete('companies/:id/invitations/:invitationId')
  @HttpCode(204)
  @Authenticated()
  @ApiOperation({ summary: 'Withdraw an invitation not yet accepted (owners and administrators)' })
  @ApiNoContentResponse({ description: 'The link no longer works.' })
  async withdraw(
    @Param('id', new IntIdParam('Company')) id: number,
    @Param('invitationId', new UuidParam('Invitation')) invitationId: string,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<void> {
    await this.team.withdrawCompanyInvitation(id, invitationId, session, actor);
  }

  @Patch('companies/:id/users/:userId')
  @Authenticated()
  @ApiOperation({ summary: "Change a user's role or a member's locations, or disable or enable them; effective at once (owners and administrators)" })
  @ApiOkResponse({ type: AccountUserResponse })
  async updateUser(
    @Param('id', new IntIdParam('Company')) id: number,
    @Param('userId', new UuidParam('User')) userId: string,
    @Body() dto: UserUpdateDto,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<AccountUserResponse> {
    return { data: await this.team.updateCompanyUser(id, userId, dto, session, actor) };
  }

  @Delete('companies/:id/users/:userId/two-factor')
  @Authenticated()
  @ApiOperation({ summary: "Turn off a user's two-factor sign-in (a lost phone); their sessions end (owners and administrators)" })
  @ApiOkResponse({ type: AccountUserResponse })
  async resetTwoFactor(
    @Param('id', new IntIdParam('Company')) id: number,
    @Param('userId', new UuidParam('User')) userId: string,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<AccountUserResponse> {
    return { data: await this.team.resetCompanyUserTwoFactor(id, userId, session, actor) };
  }

  @Delete('companies/:id/users/:userId')
  @HttpCode(204)
  @Authenticated()
  @ApiOperation({ summary: 'Remove a user from the company; their sessions end at once (owners and administrators)' })
  @ApiNoContentResponse({ description: 'The user is gone.' })
  async removeUser(
    @Param('id', new IntIdParam('Company')) id: number,
    @Param('userId', new UuidParam('User')) userId: string,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<void> {
    await this.team.removeCompanyUser(id, userId, session, actor);
  }

  @Get('admins')
  @AdminOnly()
  @ApiOperation({ summary: 'The administrators and their open invitations' })
  @ApiOkResponse({ type: TeamView })
  admins(@CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<TeamView> {
    return this.team.adminTeam(session, actor);
  }

  @Post('admins/invitations')
  @HttpCode(201)
  @AdminOnly()
  @ApiOperation({ summary: 'Invite another administrator' })
  @ApiCreatedResponse({ type: CreatedResponse })
  async inviteAdmin(@Body() dto: AdminInvitationDto, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<CreatedResponse> {
    return { id: await this.team.inviteAdmin(dto.email, session, actor) };
  }

  @Delete('admins/invitations/:invitationId')
  @HttpCode(204)
  @AdminOnly()
  @ApiOperation({ summary: 'Withdraw an invitation to the administrators' })
  @ApiNoContentResponse({ description: 'The link no longer works.' })
  async withdrawAdmin(@Param('invitationId', new UuidParam('Invitation')) invitationId: string, @CurrentActor() actor: Actor): Promise<void> {
    await this.team.withdrawAdminInvitation(invitationId, actor);
  }

  @Delete('admins/:userId/two-factor')
  @AdminOnly()
  @ApiOperation({ summary: "Turn off another administrator's two-factor sign-in (a lost phone); they set it up again at the next login" })
  @ApiOkResponse({ type: AccountUserResponse })
  async resetAdminTwoFactor(@Param('userId', new UuidParam('User')) userId: string, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<AccountUserResponse> {
    return { data: await this.team.resetAdminTwoFactor(userId, session, actor) };
  }

  @Patch('admins/:userId')
  @AdminOnly()
  @ApiOperation({ summary: 'Disable or enable an administrator (never the last one who can log in)' })
  @ApiOkResponse({ type: AccountUserResponse })
  async updateAdmin(
    @Param('userId', new UuidParam('User')) userId: string,
    @Body() dto: AdminUpdateDto,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<AccountUserResponse> {
    return { data: await this.team.updateAdmin(userId, dto.disabled, session, actor) };
  }
}
