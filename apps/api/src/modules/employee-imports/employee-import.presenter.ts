import type { EmployeeImport } from '@clearhire/db';
import type { EmployeeImportProblem } from './employee-csv';
import type { EmployeeImportProblemView, EmployeeImportView } from './employee-imports.dto';

export const presentProblem = (p: EmployeeImportProblem): EmployeeImportProblemView => ({ line: p.line, column: p.column, msg: p.msg });

export const presentImport = (i: EmployeeImport): EmployeeImportView => ({
  id: i.id,
  mode: i.mode,
  rows: i.rows,
  created: i.created,
  existing: i.existing,
  rejected: i.rejected,
  user_id: i.userId,
  api_key_id: i.apiKeyId,
  created_at: i.createdAt.toISOString(),
});
