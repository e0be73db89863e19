import { Column } from 'typeorm';
import { ADDRESS_FIELDS, PERSON_FIELDS, CLIENT_LIMITS, type AddressField, type FieldSpec, type PersonField } from '@clearhire/contracts';

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

/** The client a request came from (CLIENT_LIMITS): its IP address, and beside a signature its browser. */
export const ClientIpColumn = (): PropertyDecorator => LimitedColumn(CLIENT_LIMITS.ip, { nullable: true });

export const UserAgentColumn = (): PropertyDecorator => LimitedColumn(CLIENT_LIMITS.userAgent, { nullable: true });
