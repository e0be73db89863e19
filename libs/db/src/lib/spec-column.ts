import { Column } from 'typeorm';
import { ADDRESS_FIELDS, PERSON_FIELDS, SIGNER_EVIDENCE_LIMITS, type AddressField, type FieldSpec, type PersonField } from '@clearhire/contracts';

/** A text column as long as a limit from libs/contracts: the limit the forms and the API check is the column's. */
export function LimitedColumn(max: number, opts: { nullable?: boolean } = {}): PropertyDecorator {
  return Column({ type: 'varchar', length: max, ...(opts.nullable ? { nullable: true } : {}) });
}

const specColumn = (spec: FieldSpec, opts: { nullable?: boolean }) => LimitedColumn(spec.max, opts);

/** A yes/no answer of the pre-screening, stored as '1' / '0'; null where the question was not asked. */
export const AnswerColumn = (): PropertyDecorator => Column({ type: 'varchar', length: 1, nullable: true });

/** A person's field (libs/contracts PERSON_FIELDS) as a column. */
export const PersonColumn = (name: PersonField, opts: { nullable?: boolean } = {}) => specColumn(PERSON_FIELDS[name], opts);

/** An address field (libs/contracts ADDRESS_FIELDS) as a column. */
export const AddressColumn = (name: AddressField, opts: { nullable?: boolean } = {}) => specColumn(ADDRESS_FIELDS[name], opts);

/** The signer's address and browser beside an electronic signature (SIGNER_EVIDENCE_LIMITS). */
export const SignerIpColumn = (): PropertyDecorator => LimitedColumn(SIGNER_EVIDENCE_LIMITS.ip, { nullable: true });

export const SignerUserAgentColumn = (): PropertyDecorator => LimitedColumn(SIGNER_EVIDENCE_LIMITS.userAgent, { nullable: true });
