import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AccountController } from './account.controller';
import { PasswordsService } from './passwords.service';
import { TeamController } from './team.controller';
import { TeamService } from './team.service';

/** Accounts beyond logging in: passwords forgotten and changed, invitations, company users and administrators. */
@Module({
  imports: [AuthModule],
  controllers: [AccountController, TeamController],
  providers: [PasswordsService, TeamService],
})
export class AccountsModule {}
