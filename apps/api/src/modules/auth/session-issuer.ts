import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { User } from '@clearhire/db';
import { TokenService } from '../../common/auth/token.service';
import { TwoFactor } from './two-factor';

/**
 * The one place a user gets a session token (login, a password change, an accepted invitation, two-
 * factor turned on or off): a user who must sign in with two factors and has not set it up gets a
 * session that may only set it up, wherever the token comes from.
 */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly tokens: TokenService,
    private readonly twoFactor: TwoFactor,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async tokenFor(user: User, m: EntityManager = this.dataSource.manager): Promise<string> {
    return (await this.sessionFor(user, m)).token;
  }

  /** The token and whether it is limited to setting up two-factor sign-in (the login records which). */
  async sessionFor(user: User, m: EntityManager = this.dataSource.manager): Promise<{ token: string; setupRequired: boolean }> {
    const setupRequired = !user.totpEnabledAt && (await this.twoFactor.isRequired(m, user));
    return { token: this.tokens.issueFor(user, { twoFactorSetupRequired: setupRequired }), setupRequired };
  }
}
