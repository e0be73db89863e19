import { useFormContext, useWatch } from 'react-hook-form';
import { SECTION2_LIMITS as L } from '@clearhire/contracts';
import type { EmployeeDetailView } from '../../../api/generated';
import { CheckboxField, TextField } from '../../../ui/form/Fields';
import { FieldLabel } from '../../../ui/form/Fields';
import { fieldMessages, textRules } from '../../../ui/form/rules';
import { needsExpiration, rowFacts, titleGroups, type DocumentRow } from './section2-form';
import shared from '../../common/dashboard.module.css';
import styles from './section2.module.css';
import linkStyles from '../../../ui/link-button.module.css';

/** Any form that records examined documents as rows (Section 2, Supplement B). */
interface DocumentRows {
  documents: DocumentRow[];
}

interface Props {
  employee: EmployeeDetailView;
  index: number;
  /** The examiner's company uses E-Verify: a List B document must carry a photograph. */
  eVerify: boolean;
  /** Removes an extra List A document (a passport's Form I-94 or I-20); absent for the rows the Form requires. */
  onRemove?: () => void;
}

/**
 * One document of Section 2: its title from the Lists of Acceptable Documents (the employee's
 * Section 1 choice first), issuing authority, number and expiration date, each input shown and
 * required as that document needs it.
 */
export function ExaminedDocumentFields({ employee, index, eVerify, onRemove }: Props) {
  const { register, formState, control } = useFormContext<DocumentRows>();
  const row = useWatch({ control, name: `documents.${index}` });
  const facts = rowFacts(row);
  const errors = formState.errors.documents?.[index];
  const id = (field: string) => `section2-doc-${index}-${field}`;
  const expires = facts?.expiration !== 'none';
  const noExpirationAllowed = facts?.expiration === 'optional';
  const askPhoto = eVerify && row.list === 'B' && facts?.photo === 'maybe';

  return (
    <fieldset className={styles.document}>
      <legend>
        List {row.list} document{row.list === 'A' && index > 0 ? ` ${index + 1}` : ''}
      </legend>
      <div className="field">
        <FieldLabel htmlFor={id('title')} required>
          Document title
        </FieldLabel>
        <select
          id={id('title')}
          aria-required
          aria-invalid={Boolean(errors?.title)}
          aria-describedby={errors?.title ? `${id('title')}-error` : undefined}
          {...register(`documents.${index}.title`, { required: fieldMessages.choose('document title') })}
        >
          <option value="">Choose the document examined</option>
          {titleGroups(employee, row.list).map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.titles.map((d) => (
                <option key={d.title} value={d.title}>
                  {d.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {errors?.title?.message && (
          <span id={`${id('title')}-error`} className="field__error">
            {errors.title.message}
          </span>
        )}
      </div>
      {facts?.notation ? (
        <p className="field__hint">A notation the Form allows instead of a List B document: no authority, number or expiration.</p>
      ) : (
        <div className={shared.fieldGrid}>
          <TextField
            id={id('authority')}
            label="Issuing authority"
            required
            maxLength={L.issuingAuthority}
            error={errors?.issuingAuthority}
            registration={register(`documents.${index}.issuingAuthority`, textRules('Issuing authority', L.issuingAuthority))}
          />
          <TextField
            id={id('number')}
            label="Document number"
            required
            autoComplete="off"
            maxLength={L.documentNumber}
            error={errors?.number}
            registration={register(`documents.${index}.number`, textRules('Document number', L.documentNumber))}
          />
          {expires && (
            <TextField
              id={id('expiration')}
              label="Expiration date"
              type="date"
              required={!row.noExpiration}
              disabled={row.noExpiration}
              hint={facts?.receipt ? 'A receipt stands in for the document for a limited time.' : undefined}
              error={errors?.expirationDate}
              registration={register(`documents.${index}.expirationDate`, {
                validate: (value: string, form: DocumentRows) => !needsExpiration(form.documents[index]) || value !== '' || fieldMessages.required('Expiration date'),
              })}
            />
          )}
          {noExpirationAllowed && (
            <CheckboxField id={id('no-expiration')} label="This document has no expiration date" registration={register(`documents.${index}.noExpiration`)} />
          )}
        </div>
      )}
      {askPhoto && (
        <CheckboxField
          id={id('photo')}
          label="The document contains a photograph"
          hint="E-Verify employers accept a List B document only with a photograph."
          error={errors?.hasPhoto}
          registration={register(`documents.${index}.hasPhoto`)}
        />
      )}
      {onRemove && (
        <button type="button" className={linkStyles.linkButton} onClick={onRemove}>
          Remove this document
        </button>
      )}
    </fieldset>
  );
}
