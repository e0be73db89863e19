import { Global, Module } from '@nestjs/common';
import { Registry } from 'prom-client';
import { ApiMonitoring } from './api-monitoring';
import { HttpMetrics } from './http-metrics';

/** The API's metrics (HTTP requests, on the shared registry) and the port they are served on. */
@Global()
@Module({
  providers: [{ provide: HttpMetrics, inject: [Registry], useFactory: (registry: Registry) => new HttpMetrics(registry) }, ApiMonitoring],
  exports: [HttpMetrics, ApiMonitoring],
})
export class ObservabilityModule {}
