import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { AccessGuard } from '../common/auth/access.guard';
import { ApiKeyAuthenticator } from '../common/auth/api-key-authenticator';
import { TokenService } from '../common/auth/token.service';
import { EndedSessions } from '../common/auth/ended-sessions';
import { SessionVersions } from '../common/auth/session-versions';
import { ServerCoreModule } from '@clearhire/server';
import { AllExceptionsFilter } from '../common/errors/all-exceptions.filter';
import { RedisModule } from '../common/redis/redis.module';
import { SharedThrottlerStorage } from '../common/redis/shared-throttler-storage';
import { RepositoriesModule } from './repositories.module';
import { ObservabilityModule } from '../common/observability/observability.module';
import { AuthModule } from '../modules/auth/auth.module';
import { AccountsModule } from '../modules/accounts/accounts.module';
import { CompaniesModule } from '../modules/companies/companies.module';
import { EmployeesModule } from '../modules/employees/employees.module';
import { EmployeeImportsModule } from '../modules/employee-imports/employee-imports.module';
import { ErdModule } from '../modules/erd/erd.module';
import { FilesModule } from '../modules/files/files.module';
import { HealthModule } from '../modules/health/health.module';
import { I9Module } from '../modules/i9/i9.module';
import { PlacesModule } from '../modules/places/places.module';
import { JobsModule } from '../modules/jobs/jobs.module';
import { SubmissionsModule } from '../modules/submissions/submissions.module';
import { DashboardModule } from '../modules/dashboard/dashboard.module';
import { InspectionExportsModule } from '../modules/inspection-exports/inspection-exports.module';
import { EVerifyModule } from '../modules/everify/everify.module';
import { CreditsModule } from '../modules/credits/credits.module';
import { LocationsModule } from '../modules/locations/locations.module';
import { ApiKeysModule } from '../modules/api-keys/api-keys.module';
import { SmsModule } from '../modules/sms/sms.module';
import { CalendarFeedsModule } from '../modules/calendar-feeds/calendar-feeds.module';
import { WebhooksModule } from '../modules/webhooks/webhooks.module';

/** Configuration and the shared services every feature module may inject. */
@Module({})
class CoreModule {
  static forConfig(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      global: true,
      imports: [JwtModule.register({})],
      providers: [
        { provide: AppConfig, useValue: config },
        TokenService,
        SessionVersions,
        EndedSessions,
      ],
      exports: [AppConfig, TokenService, SessionVersions, EndedSessions, JwtModule],
    };
  }
}

/** The rate limits' store: counted in each process, shared through Redis (SharedThrottlerStorage). */
function throttlerStorage(config: AppConfig): SharedThrottlerStorage {
  return new SharedThrottlerStorage(config.REDIS_URL, { keyPrefix: `${config.REDIS_PREFIX}throttle:`, maxRetriesPerRequest: 1, enableOfflineQueue: false });
}

@Module({})
export class AppModule {
  static forConfig(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forConfig(config),
        // Shared with the worker. Its database logs no queries; errors are logged, reduced to codes, by AllExceptionsFilter.
        ServerCoreModule.forConfig(config),
        RedisModule,
        ObservabilityModule,
        RepositoriesModule,
        ThrottlerModule.forRoot({
          throttlers: [{ name: 'public', ttl: config.PUBLIC_RATE_WINDOW_SECONDS * 1000, limit: config.PUBLIC_RATE_LIMIT }],
          // Given a URL, the storage owns its connection and closes it on shutdown.
          storage: throttlerStorage(config),
        }),
        JobsModule,
        FilesModule,
        AuthModule,
        AccountsModule,
        CompaniesModule,
        SubmissionsModule,
        DashboardModule,
        ErdModule,
        EmployeesModule,
        EmployeeImportsModule,
        I9Module,
        PlacesModule,
        HealthModule,
        CreditsModule,
        InspectionExportsModule,
        EVerifyModule,
        LocationsModule,
        ApiKeysModule,
        SmsModule,
        CalendarFeedsModule,
        WebhooksModule,
      ],
      providers: [
        ApiKeyAuthenticator,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
