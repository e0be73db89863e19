import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from '@clearhire/db';
import { ApiError } from '../../common/errors/api-error';
import { TokenService } from '../../common/auth/token.service';
import { LoginFailures } from './login-failures';
import { decoyHash, verifyPassword } from './password-hasher';

const BAD_LOGIN = 'The e-mail or password is incorrect.';

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly tokens: TokenService,
    private readonly failures: LoginFailures,
  ) {}

  /** A token for valid credentials; one message for an unknown e-mail and a wrong password alike. */
  async login(emailInput: string, password: string): Promise<string> {
    const email = emailInput.toLowerCase();
    if (await this.failures.isLocked(email)) {
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, [{ msg: 'Too many failed attempts. Please try again in 15 minutes.' }]);
    }
    const user = await this.users.findOne({ where: { email } });
    const valid = user ? await verifyPassword(user.passwordHash, password) : (await verifyPassword(await decoyHash(), password), false);
    if (!user || !valid) {
      await this.failures.recordFailure(email);
      throw new ApiError(HttpStatus.UNAUTHORIZED, [{ msg: BAD_LOGIN }]);
    }
    await this.failures.clear(email);
    return this.tokens.issue({
      userId: user.id,
      isAdmin: user.isAdmin,
      name: `${user.firstname} ${user.lastname}`,
      companyId: user.companyId,
    });
  }
}
