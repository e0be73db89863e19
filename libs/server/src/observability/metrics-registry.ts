import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';

/** The pg pool behind TypeORM's PostgreSQL driver: the counts it keeps itself. */
interface PgPoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

function pgPool(dataSource: DataSource): PgPoolCounts | undefined {
  return (dataSource.driver as unknown as { master?: PgPoolCounts }).master;
}

/**
 * One registry per process: Node's process metrics (CPU, memory, event loop lag, handles, GC;
 * prom-client's defaults) and the database pool's use, read from the pool at each scrape. Each app
 * adds its own metrics to it (HTTP for the API, queues and jobs for the worker). A registry of our
 * own, not prom-client's global one, so two apps in one test process never share a metric.
 */
export function createMetricsRegistry(dataSource: DataSource): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'clearhire_db_pool_connections',
    help: 'Connections of the PostgreSQL pool, by state: in use, idle; and requests waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = pgPool(dataSource);
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  return registry;
}
