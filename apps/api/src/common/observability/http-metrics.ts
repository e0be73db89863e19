import { Histogram, type Registry } from 'prom-client';

/** Seconds: from a cached read (a few ms) to a slow upload or export (10 s). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Requests by route template (`/api/employees/:id`, never the URL: ids and private link tokens stay
 * out), method and status. The histogram's `_count` is the request count; one observation per
 * request is all it costs.
 */
export class HttpMetrics {
  private readonly duration: Histogram<'method' | 'route' | 'status'>;

  constructor(registry: Registry) {
    this.duration = new Histogram({
      name: 'clearhire_http_request_duration_seconds',
      help: 'HTTP requests answered by the API: latency by route template, method and status (its _count is the request count).',
      labelNames: ['method', 'route', 'status'],
      buckets: BUCKETS,
      registers: [registry],
    });
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    this.duration.observe({ method, route, status: String(status) }, seconds);
  }
}
