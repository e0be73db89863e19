import { Module } from '@nestjs/common';
import { EVerifyController } from './everify.controller';
import { EVerifyCasesRepository } from './everify-cases.repository';
import { EVerifyService } from './everify.service';

@Module({ controllers: [EVerifyController], providers: [EVerifyService, EVerifyCasesRepository], exports: [EVerifyService] })
export class EVerifyModule {}
