import { QueryFailedError, type DataSource } from 'typeorm';
import { pooledQuery } from './pooled-query';

const dataSourceWith = (query: (sql: string, params: unknown[]) => Promise<{ rows: unknown[] }>) => ({ driver: { master: { query } } }) as unknown as DataSource;

describe('pooledQuery', () => {
  it('answers the rows of the statement, run with its parameters as given', async () => {
    const seen: unknown[] = [];
    const rows = await pooledQuery(
      dataSourceWith(async (sql, params) => {
        seen.push(sql, params);
        return { rows: [{ id: 1 }] };
      }),
      'SELECT $1::int AS id',
      [1],
    );
    expect(rows).toEqual([{ id: 1 }]);
    expect(seen).toEqual(['SELECT $1::int AS id', [1]]);
  });

  it('fails as TypeORM does, with the database error behind it, so only its code is logged', async () => {
    const driverError = Object.assign(new Error('duplicate key value (ssn)=(123456789)'), { code: '23505', constraint: 'x' });
    const failed = pooledQuery(dataSourceWith(() => Promise.reject(driverError)), 'INSERT …', ['123456789']);
    await expect(failed).rejects.toBeInstanceOf(QueryFailedError);
    await expect(failed).rejects.toMatchObject({ driverError: { code: '23505' } });
  });
});
