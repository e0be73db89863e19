import { Module } from '@nestjs/common';
import { I9Controller } from './i9.controller';
import { I9Service } from './i9.service';
import { Section2Service } from './section2.service';

@Module({ controllers: [I9Controller], providers: [I9Service, Section2Service] })
export class I9Module {}
