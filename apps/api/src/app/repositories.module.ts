import { Global, Module } from '@nestjs/common';
import { AccountLinksRepository } from '../modules/accounts/account-links.repository';
import { TeamRepository } from '../modules/accounts/team.repository';
import { CompaniesRepository } from '../modules/companies/companies.repository';
import { CertifiedHiresRepository } from '../modules/credits/certified-hires.repository';
import { DashboardRepository } from '../modules/dashboard/dashboard.repository';
import { EmployeesRepository } from '../modules/employees/employees.repository';
import { DocumentsRepository } from '../modules/files/documents.repository';
import { SubmissionsRepository } from '../modules/submissions/submissions.repository';
import { UsersRepository } from '../modules/users/users.repository';
import { LocationsRepository } from '../modules/locations/locations.repository';

const REPOSITORIES = [SubmissionsRepository, EmployeesRepository, CompaniesRepository, CertifiedHiresRepository, DocumentsRepository, DashboardRepository, TeamRepository, AccountLinksRepository, UsersRepository, LocationsRepository];

/**
 * One repository per aggregate, each owning its SQL and taking a Scope on every read. Global, so
 * every feature module reads another aggregate through its repository rather than its own query.
 */
@Global()
@Module({ providers: REPOSITORIES, exports: REPOSITORIES })
export class RepositoriesModule {}
