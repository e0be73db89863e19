import { Module } from '@nestjs/common';
import { CompaniesController } from './companies.controller';
import { CompaniesService } from './companies.service';
import { ContactRequestsRepository } from './contact-requests.repository';

@Module({ controllers: [CompaniesController], providers: [CompaniesService, ContactRequestsRepository], exports: [CompaniesService] })
export class CompaniesModule {}
