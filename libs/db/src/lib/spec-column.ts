import { Column } from 'typeorm';
import { ADDRESS_FIELDS, PERSON_FIELDS, type AddressField, type FieldSpec, type PersonField } from '@clearhire/contracts';

/** A text column as long as its field spec allows: the limit the forms and the API check is the column's. */
function specColumn(spec: FieldSpec, opts: { nullable?: boolean }): PropertyDecorator {
  return Column({ type: 'varchar', length: spec.max, ...(opts.nullable ? { nullable: true } : {}) });
}

/** A person's field (libs/contracts PERSON_FIELDS) as a column. */
export const PersonColumn = (name: PersonField, opts: { nullable?: boolean } = {}) => specColumn(PERSON_FIELDS[name], opts);

/** An address field (libs/contracts ADDRESS_FIELDS) as a column. */
export const AddressColumn = (name: AddressField, opts: { nullable?: boolean } = {}) => specColumn(ADDRESS_FIELDS[name], opts);
