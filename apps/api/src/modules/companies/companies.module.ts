import { Module } from '@nestjs/common';
import { CompaniesController } from './companies.controller';
import { CompaniesService } from './companies.service';
import { ContactRequestsRepository } from './contact-requests.repository';
import { FrameAncestors } from './frame-ancestors';

@Module({ controllers: [CompaniesController], providers: [CompaniesService, ContactRequestsRepository, FrameAncestors], exports: [CompaniesService, FrameAncestors] })
export class CompaniesModule {}
