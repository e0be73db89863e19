import { useEffect, useState, type ComponentProps } from 'react';
import { useKitForm } from '../../ui/form/use-kit-form';
import { MAX_HOURS_PER_YEAR, MAX_WAGE_AMOUNT, todayCalendarDate } from '@clearhire/domain';
import { useWagesRecordMutation, type CertifiedHireCredit, type WageRecordDto, type WageRecordView } from '../../api/generated';
import { apiErrors, type ApiErrorItem } from '../../api/errors';
import { ServerErrors } from '../../ui/ServerErrors';
import { TextField } from '../../ui/form/Fields';
import { fieldMessages } from '../../ui/form/rules';
import { FormActions } from '../common/FormActions';
import shared from '../common/dashboard.module.css';
import styles from './credits.module.css';

interface Props {
  hire: CertifiedHireCredit;
  /** The record being edited, or null to add a tax year. */
  editing: WageRecordView | null;
  onSaved: (taxYear: number) => void;
  onCancel: () => void;
}

interface Values {
  taxYear: string;
  hours: string;
  firstYearWages: string;
  secondYearWages: string;
}

const yearOf = (date: string) => Number(date.slice(0, 4));

/** A non-negative amount with at most 2 decimals, as the API takes it (WageRecordDto). */
function amountRule(label: string, max: number, required: boolean) {
  return {
    validate: (raw: string) => {
      const value = raw.trim();
      if (value === '') return required ? fieldMessages.required(label) : true;
      if (!/^\d+(\.\d+)?$/.test(value)) return Number(value) < 0 ? `${label} cannot be negative.` : `${label} must be a number.`;
      if (/\.\d{3,}$/.test(value)) return `${label} can have at most 2 decimals.`;
      return Number(value) <= max || `${label} must be at most ${max.toLocaleString('en-US')}.`;
    },
  };
}

/** An input for amountRule: the decimal keyboard, and the browser's bounds and step that match the rule. */
function AmountField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'min' | 'step'>) {
  return <TextField {...props} type="number" inputMode="decimal" min={0} step="0.01" />;
}

/**
 * The amounts of one tax year, as the form asks for them. `label` is also what the messages call the
 * amount; `dollars` adds the unit to the field's label. Second-year wages (Form 5884 line 1c) only
 * for a long-term family assistance hire, and optional.
 */
interface Amount {
  field: Exclude<keyof Values, 'taxYear'>;
  id: string;
  label: string;
  dollars?: boolean;
  max: number;
  required: boolean;
  ltfaOnly?: boolean;
  hint: string;
}

const AMOUNTS: readonly Amount[] = [
  { field: 'hours', id: 'hours', label: 'Hours', max: MAX_HOURS_PER_YEAR, required: true, hint: 'First-year hours worked in this tax year.' },
  { field: 'firstYearWages', id: 'first-year-wages', label: 'First-year wages', dollars: true, max: MAX_WAGE_AMOUNT, required: true, hint: 'Qualified first-year wages paid in this tax year.' },
  {
    field: 'secondYearWages',
    id: 'second-year-wages',
    label: 'Second-year wages',
    dollars: true,
    max: MAX_WAGE_AMOUNT,
    required: false,
    ltfaOnly: true,
    hint: 'Long-term family assistance: wages of the second year of work paid in this tax year (line 1c). Leave empty for none.',
  },
];

/** The body of PUT /api/submissions/:id/wages/:taxYear: second-year wages only for LTFA hires. */
function wageRecordOf(values: Values, ltfa: boolean): WageRecordDto {
  const dto: WageRecordDto = { hours: Number(values.hours), firstYearWages: Number(values.firstYearWages) };
  if (ltfa) dto.secondYearWages = values.secondYearWages.trim() === '' ? 0 : Number(values.secondYearWages);
  return dto;
}

/**
 * Records (or replaces) one tax year of a certified hire: first-year hours and wages, and for a
 * long-term family assistance recipient the second-year wages (Form 5884 line 1c). The form checks
 * the shape of the numbers; the API checks them against the hire's first and second year of work,
 * and its errors are listed together at the top.
 */
export function WageRecordForm({ hire, editing, onSaved, onCancel }: Props) {
  const ltfa = hire.group === 'LTFA';
  const startYear = yearOf(hire.start_date);
  const currentYear = yearOf(todayCalendarDate());
  const id = (field: string) => `wages-${hire.submission_id}-${field}`;
  const titleId = id('title');
  const [record, { isLoading }] = useWagesRecordMutation();
  const [serverErrors, setServerErrors] = useState<ApiErrorItem[]>([]);
  const {
    register,
    handleSubmit,
    setFocus,
    reset,
    formState: { errors },
  } = useKitForm<Values>({
    defaultValues: editing
      ? {
          taxYear: String(editing.tax_year),
          hours: String(editing.hours),
          firstYearWages: String(editing.first_year_wages),
          secondYearWages: String(editing.second_year_wages),
        }
      : { taxYear: String(startYear), hours: '', firstYearWages: '', secondYearWages: '' },
  });

  // Edit moves the keyboard to the form it filled.
  useEffect(() => {
    if (editing) setFocus('hours');
  }, [editing, setFocus]);

  const save = async (values: Values) => {
    setServerErrors([]);
    const taxYear = Number(values.taxYear);
    const result = await record({ id: hire.submission_id, taxYear, wageRecordDto: wageRecordOf(values, ltfa) });
    if ('error' in result) {
      setServerErrors(apiErrors(result.error));
      return;
    }
    reset();
    onSaved(taxYear);
  };

  return (
    <form className={styles.recordForm} aria-labelledby={titleId} onSubmit={handleSubmit(save)} noValidate>
      <h4 id={titleId}>{editing ? `Edit tax year ${editing.tax_year}` : 'Record a tax year'}</h4>
      <ServerErrors errors={serverErrors} />
      <div className={shared.fieldGrid}>
        <TextField
          id={id('tax-year')}
          label="Tax year"
          type="number"
          inputMode="numeric"
          min={startYear}
          max={currentYear}
          step={1}
          required
          readOnly={editing !== null}
          hint={editing ? 'To record another year, cancel and add it.' : 'Saving a year already recorded replaces it.'}
          registration={register('taxYear', {
            validate: (raw: string) => {
              if (!/^\d{4}$/.test(raw.trim())) return 'The tax year must be a year such as 2025.';
              const year = Number(raw);
              if (year < startYear) return `The tax year cannot be before ${startYear}, the year the employee started work.`;
              return year <= currentYear || `The tax year cannot be after the current year (${currentYear}).`;
            },
          })}
          error={errors.taxYear?.message}
        />
        {AMOUNTS.filter((amount) => ltfa || !amount.ltfaOnly).map((amount) => (
          <AmountField
            key={amount.field}
            id={id(amount.id)}
            label={amount.dollars ? `${amount.label} ($)` : amount.label}
            required={amount.required}
            hint={amount.hint}
            registration={register(amount.field, amountRule(amount.label, amount.max, amount.required))}
            error={errors[amount.field]?.message}
          />
        ))}
      </div>
      <FormActions label="Save wages" busyLabel="Saving…" busy={isLoading} onCancel={editing ? onCancel : undefined} cancelWaitsForSave />
    </form>
  );
}
