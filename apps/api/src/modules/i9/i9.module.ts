import { Module } from '@nestjs/common';
import { I9Controller } from './i9.controller';
import { I9Service } from './i9.service';

@Module({ controllers: [I9Controller], providers: [I9Service] })
export class I9Module {}
