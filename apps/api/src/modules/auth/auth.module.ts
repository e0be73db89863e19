import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '@clearhire/db';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginFailures } from './login-failures';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [AuthController],
  providers: [AuthService, LoginFailures],
  exports: [LoginFailures],
})
export class AuthModule {}
