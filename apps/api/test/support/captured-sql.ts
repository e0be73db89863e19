import { DataSource, type EntityManager, type Logger } from 'typeorm';
import { dataSourceOptions } from '@clearhire/db';

/** One statement as it went to PostgreSQL: its text and its parameters. */
export type Statement = [sql: string, params: unknown[]];

/** Keeps every statement TypeORM sends, but a transaction's own (BEGIN, COMMIT, ROLLBACK). */
class StatementLog implements Logger {
  statements: Statement[] = [];
  logQuery(query: string, parameters?: unknown[]): void {
    if (!/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)\b/i.test(query)) this.statements.push([query, parameters ?? []]);
  }
  // Errors, slow queries, migrations and notices are not what a snapshot reviews.
  logQueryError = ignore;
  logQuerySlow = ignore;
  logSchemaBuild = ignore;
  logMigration = ignore;
  log = ignore;
}

function ignore(): void {
  return undefined;
}

/**
 * A data source on the run's database that records the SQL a repository method actually sends
 * (find options, relations and locks included, as TypeORM writes them), for snapshots: a change in
 * what runs against PostgreSQL shows in review. Statements sent together (Promise.all) are sorted,
 * so their order never makes a snapshot differ.
 */
export class SqlCapture {
  private constructor(
    readonly dataSource: DataSource,
    private readonly log: StatementLog,
  ) {}

  static async start(): Promise<SqlCapture> {
    const log = new StatementLog();
    const dataSource = await new DataSource({ ...dataSourceOptions(process.env['DATABASE_URL']!), logger: log }).initialize();
    return new SqlCapture(dataSource, log);
  }

  /** The statements `work` sends (what it answers is not looked at: the database may be empty). */
  async of(work: (dataSource: DataSource) => Promise<unknown>): Promise<Statement[]> {
    this.log.statements = [];
    await work(this.dataSource);
    return [...this.log.statements].sort(([a], [b]) => a.localeCompare(b));
  }

  /** The statements `work` sends inside a transaction that is rolled back (locks and writes leave nothing). */
  inRolledBackTransaction(work: (m: EntityManager) => Promise<unknown>): Promise<Statement[]> {
    return this.of(async (ds) => {
      const runner = ds.createQueryRunner();
      await runner.startTransaction();
      try {
        await work(runner.manager);
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    });
  }

  close(): Promise<void> {
    return this.dataSource.destroy();
  }
}
