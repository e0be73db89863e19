import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions, Submission } from '@clearhire/db';
import { AUDIT_APPEND_SQL, AuditedInsert } from '@clearhire/server';
import { Scope } from '../../common/auth/scope';
import { PRESCREENING_INSERT } from './prescreenings.repository';
import { submissionListSql } from './submissions.repository';

/**
 * `npm run bench` compares the API with a bare node:http + pg server doing the same SQL: the bare
 * server reads the statements of the two measured calls from tools/bench/api-statements.json. Their
 * ratio is the framework's cost only while that file holds exactly what the API runs, so a change of
 * either statement fails here until the file is written again (UPDATE_BENCH_STATEMENTS=1).
 */
const file = join(__dirname, '../../../../../tools/bench/api-statements.json');

async function apiStatements() {
  const dataSource = new DataSource(dataSourceOptions('postgres://metadata-only@127.0.0.1:1/none'));
  // The entities' metadata, without connecting: what AuditedInsert builds its statement from.
  await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();
  const insert = new AuditedInsert(dataSource, Buffer.alloc(32), Submission, PRESCREENING_INSERT).statement;
  const admin = Scope.of({ userId: 'a', isAdmin: true, name: 'Admin', companyId: null, role: null });
  const list = submissionListSql(admin, {}, { limit: 10, offset: 0 });
  return {
    prescreeningInsert: insert,
    submissionList: { page: list.page.sql, counts: list.counts.sql, countsParams: list.counts.params.length },
    auditAppend: AUDIT_APPEND_SQL,
  };
}

describe("the bench reference's statements", () => {
  it('are the statements the API runs for a pre-screening and an administrator’s list', async () => {
    const statements = await apiStatements();
    const text = JSON.stringify(statements, null, 2) + '\n';
    if (process.env['UPDATE_BENCH_STATEMENTS'] === '1') writeFileSync(file, text);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(statements);
  });
});
