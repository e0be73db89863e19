import { Module } from '@nestjs/common';
import { I9Controller } from './i9.controller';
import { I9Service } from './i9.service';
import { Section2Service } from './section2.service';
import { ReverificationsController } from './reverifications.controller';
import { SupplementBService } from './supplement-b.service';

@Module({ controllers: [I9Controller, ReverificationsController], providers: [I9Service, Section2Service, SupplementBService] })
export class I9Module {}
