import { useState, type FormEvent } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { WAGE_IMPORT_LIMITS } from '@clearhire/contracts';
import { apiErrors, type ApiErrorItem } from '../../api/errors';
import { ServerErrors } from '../../ui/ServerErrors';
import { useCreditsImportMutation } from '../../api/generated';
import shared from '../common/dashboard.module.css';
import styles from './credits.module.css';

interface Props {
  companyId: number | undefined;
  /** An administrator who has not chosen a company: the file would not know whose hires it holds. */
  needsCompany: boolean;
}

type Outcome = { kind: 'none' } | { kind: 'imported'; imported: number; hires: number } | { kind: 'refused'; title: string; errors: ApiErrorItem[] };

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What the browser can tell before sending: the API checks the same, and the content too. */
function fileRefusal(file: File): string | null {
  return /\.csv$/i.test(file.name) && file.size <= WAGE_IMPORT_LIMITS.maxBytes ? null : WAGE_IMPORT_LIMITS.message;
}

/** A refusal with line numbers is the all-or-nothing check of the rows: nothing of the file was saved. */
function refusalOf(error: FetchBaseQueryError | SerializedError | undefined): Outcome {
  const errors = apiErrors(error);
  const body = error && 'status' in error ? (error.data as { errors?: { line?: unknown }[] } | undefined) : undefined;
  const byLine = body?.errors?.some((e) => typeof e.line === 'number') ?? false;
  return {
    kind: 'refused',
    title: byLine ? 'Nothing was saved. Correct these lines and import the file again:' : 'Nothing was saved:',
    errors,
  };
}

/**
 * "Import payroll": a CSV of first-year hours and wages per employee and tax year (README "API in
 * brief"). The import is all or nothing, so a refusal lists every bad line at once.
 */
export function WageImport({ companyId, needsCompany }: Props) {
  const [importWages, { isLoading }] = useCreditsImportMutation();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after a successful import (a file input cannot be set).
  const [inputKey, setInputKey] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = file ? fileRefusal(file) : 'Choose the CSV file to import.';
    if (!file || refusal) {
      setOutcome({ kind: 'refused', title: 'This file cannot be imported:', errors: [{ msg: refusal ?? '', param: 'file' }] });
      return;
    }
    setOutcome({ kind: 'none' });
    const result = await importWages({ wageImportForm: { file, companyId } });
    if (!result.data) {
      setOutcome(refusalOf(result.error));
      return;
    }
    setOutcome({ kind: 'imported', imported: result.data.imported, hires: result.data.hires });
    setFile(null);
    setInputKey((k) => k + 1);
  };

  return (
    <section aria-labelledby="wage-import-title" className={shared.section}>
      <h2 id="wage-import-title">Import payroll</h2>
      <div className="card">
        <p>
          Upload a CSV file with one row per certified hire and tax year. Its first row names the columns, in any order (other columns,
          such as names, are ignored). A row replaces the hours and wages already recorded for the same hire and tax year.
        </p>
        <dl className={styles.columns}>
          <dt>ssn</dt>
          <dd>The employee&apos;s Social Security number, with or without dashes.</dd>
          <dt>tax_year</dt>
          <dd>The tax year the wages were paid in, such as 2025.</dd>
          <dt>hours</dt>
          <dd>Hours worked in that tax year during the first year of work.</dd>
          <dt>first_year_wages</dt>
          <dd>Qualified first-year wages paid in that tax year, in dollars.</dd>
          <dt>second_year_wages</dt>
          <dd>Optional: second-year wages, for long-term family assistance recipients only.</dd>
        </dl>
        <p>Example, a header and one row:</p>
        <pre className={styles.example}>
          <code>{`${WAGE_IMPORT_LIMITS.columns.join(',')}\n123-45-6789,2025,450,8000.00,0`}</code>
        </pre>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <ServerErrors errors={outcome.kind === 'refused' ? outcome.errors : []} title={outcome.kind === 'refused' ? outcome.title : undefined} />
          {outcome.kind === 'imported' && (
            <p className="banner banner--success" role="status">
              Imported {plural(outcome.imported, 'row', 'rows')} for {plural(outcome.hires, 'hire', 'hires')}.
            </p>
          )}
          <div className="field">
            <label htmlFor="wage-import-file">Payroll CSV file</label>
            <span id="wage-import-file-hint" className="field__hint">
              {WAGE_IMPORT_LIMITS.message}
            </span>
            <input
              key={inputKey}
              id="wage-import-file"
              type="file"
              accept=".csv,text/csv"
              disabled={needsCompany}
              aria-describedby={needsCompany ? 'wage-import-file-hint wage-import-company-hint' : 'wage-import-file-hint'}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setOutcome({ kind: 'none' });
              }}
            />
          </div>
          {needsCompany && (
            <p id="wage-import-company-hint" className="field__hint">
              Choose a company above first: the file holds the hires of one company.
            </p>
          )}
          <button type="submit" className="button" disabled={needsCompany || isLoading} aria-busy={isLoading}>
            {isLoading ? 'Importing…' : 'Import'}
          </button>
        </form>
      </div>
    </section>
  );
}
