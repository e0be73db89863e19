import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { EMPLOYEE_IMPORT_LIMITS } from '@clearhire/contracts';
import {
  useEmployeeImportsCreateMutation,
  useEmployeeImportsPreviewMutation,
  type EmployeeImportPreview,
  type EmployeeImportResult,
} from '../../../api/generated';
import { apiErrors, type ApiErrorItem } from '../../../api/errors';
import { ServerErrors } from '../../../ui/ServerErrors';
import { useSession } from '../../../session/use-session';
import { usePageTitle } from '../../common/hooks';
import { LoadingText, NotAvailable } from '../../common/states';
import { useCanAddEmployees } from '../use-company-erd';
import { ImportProblems } from './ImportProblems';
import { DetailList } from '../../common/DetailList';
import { COLUMN_NOTES, IMPORT_TEMPLATE } from './import-template';
import shared from '../../common/dashboard.module.css';

const TITLE = 'Import employees';
type Mode = 'all' | 'valid';
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What the browser can tell before sending: the API checks the same, and the content too. */
function fileRefusal(file: File | null): string | null {
  if (!file) return 'Choose the CSV file to import.';
  return /\.csv$/i.test(file.name) && file.size <= EMPLOYEE_IMPORT_LIMITS.maxBytes ? null : EMPLOYEE_IMPORT_LIMITS.message;
}

/** /dashboard/employees/import: company users with an approved ERD (docs/product.md, Importing employees). */
export function ImportEmployeesPage() {
  usePageTitle(TITLE);
  const { canAdd, isLoading, isCompanyUser } = useCanAddEmployees();
  if (!isCompanyUser) return <NotAvailable title="Page not available" message="Employees are imported from a company account." />;
  return (
    <>
      <p>
        <Link to="/dashboard/employees">Back to employees</Link>
      </p>
      <h1>{TITLE}</h1>
      {isLoading ? (
        <LoadingText what="your company" />
      ) : canAdd ? (
        <ImportFlow />
      ) : (
        <p className="banner banner--warning">Employees can be imported once your ERD and I-9 Employer Authorization forms are approved.</p>
      )}
    </>
  );
}

/** Choose a file, preview it (nothing saved), choose all-or-nothing or only the valid rows, import, see what came of it. */
function ImportFlow() {
  const { companyId } = useSession();
  const [preview, previewState] = useEmployeeImportsPreviewMutation();
  const [importRows, importState] = useEmployeeImportsCreateMutation();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<EmployeeImportPreview | null>(null);
  const [result, setResult] = useState<EmployeeImportResult | null>(null);
  const [mode, setMode] = useState<Mode>('all');
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setChecked(null);
    setResult(null);
    setErrors([]);
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = fileRefusal(file);
    if (refusal || !file) return setErrors([{ msg: refusal ?? '', param: 'file' }]);
    setErrors([]);
    const answer = await preview({ companyId: companyId!, employeeCsvForm: { file } });
    if (answer.data) {
      setChecked(answer.data);
      setMode(answer.data.invalid > 0 && answer.data.valid > 0 ? 'valid' : 'all');
    } else setErrors(apiErrors(answer.error));
  };

  const run = async () => {
    if (!file) return;
    const answer = await importRows({ companyId: companyId!, mode, employeeCsvForm: { file } });
    if (answer.data) {
      setResult(answer.data);
      setChecked(null);
    } else setErrors(apiErrors(answer.error));
  };

  return (
    <>
      <section aria-labelledby="import-columns-title" className={shared.section}>
        <h2 id="import-columns-title">The file</h2>
        <p>
          A CSV file (UTF-8) of at most {EMPLOYEE_IMPORT_LIMITS.maxRows.toLocaleString('en-US')} employees. Its first row names the columns, in any order. Each
          new employee is e-mailed the private link to Section 1 of Form I-9. An employee you already have (the same external id, or the same e-mail and first
          day) is not added again.
        </p>
        <DetailList items={EMPLOYEE_IMPORT_LIMITS.columns.map((c) => [c, COLUMN_NOTES[c]] as const)} />
        <p>
          <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(IMPORT_TEMPLATE)}`} download="employees-template.csv">
            Download the template CSV
          </a>
        </p>
      </section>
      <form onSubmit={(event) => void check(event)} noValidate className={shared.narrowForm}>
        <ServerErrors errors={errors} title="The file cannot be imported:" />
        <div className="field">
          <label htmlFor="employee-import-file">Employees CSV file</label>
          <span id="employee-import-file-hint" className="field__hint">
            {EMPLOYEE_IMPORT_LIMITS.message}
          </span>
          <input id="employee-import-file" type="file" accept=".csv,text/csv" aria-describedby="employee-import-file-hint" onChange={(event) => choose(event.target.files?.[0] ?? null)} />
        </div>
        <button type="submit" className="button" disabled={previewState.isLoading} aria-busy={previewState.isLoading}>
          {previewState.isLoading ? 'Checking…' : 'Check the file'}
        </button>
      </form>
      {checked && <PreviewSummary checked={checked} mode={mode} setMode={setMode} onImport={() => void run()} importing={importState.isLoading} />}
      {result && <ImportSummary result={result} />}
    </>
  );
}

function PreviewSummary(props: { checked: EmployeeImportPreview; mode: Mode; setMode: (m: Mode) => void; onImport: () => void; importing: boolean }) {
  const { checked, mode, setMode, onImport, importing } = props;
  const nothingToAdd = checked.valid === 0;
  const blocked = mode === 'all' && checked.invalid > 0;
  return (
    <section aria-labelledby="import-preview-title" className={shared.section}>
      <h2 id="import-preview-title">Check: nothing saved yet</h2>
      <p role="status">
        {plural(checked.rows, 'row', 'rows')}: {plural(checked.valid, 'employee', 'employees')} to add, {plural(checked.invalid, 'row', 'rows')} with problems,{' '}
        {plural(checked.duplicates, 'employee', 'employees')} already there.
      </p>
      <ImportProblems problems={checked.problems} caption="Problems by line and column" />
      {!nothingToAdd && (
        <fieldset>
          <legend>What to import</legend>
          <label className="choice">
            <input type="radio" name="import-mode" value="all" checked={mode === 'all'} onChange={() => setMode('all')} />
            All or nothing: import only if every row is valid
          </label>
          <label className="choice">
            <input type="radio" name="import-mode" value="valid" checked={mode === 'valid'} onChange={() => setMode('valid')} />
            Only the valid rows: skip the rows with problems
          </label>
        </fieldset>
      )}
      {blocked && !nothingToAdd && <p className="banner banner--warning">Correct the rows listed above, or choose “Only the valid rows”.</p>}
      <button type="button" className="button" disabled={nothingToAdd || blocked || importing} aria-busy={importing} onClick={onImport}>
        {importing ? 'Importing…' : `Import ${plural(checked.valid, 'employee', 'employees')}`}
      </button>
    </section>
  );
}

function ImportSummary({ result }: { result: EmployeeImportResult }) {
  return (
    <section aria-labelledby="import-result-title" className={shared.section}>
      <h2 id="import-result-title">Imported</h2>
      <p className="banner banner--success" role="status">
        {plural(result.created, 'employee', 'employees')} created and sent the Form I-9 link; {plural(result.existing, 'employee', 'employees')} already there;{' '}
        {plural(result.rejected, 'row', 'rows')} rejected.
      </p>
      <ImportProblems problems={result.problems} caption="Rejected rows by line and column" />
      <p>
        <Link to="/dashboard/employees">See the employees</Link>
      </p>
    </section>
  );
}
