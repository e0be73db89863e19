import { Module } from '@nestjs/common';
import { EVerifyController } from './everify.controller';
import { EVerifyService } from './everify.service';

@Module({ controllers: [EVerifyController], providers: [EVerifyService], exports: [EVerifyService] })
export class EVerifyModule {}
