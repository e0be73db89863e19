import { ADDRESS_FIELDS, PERSON_FIELDS, US_STATE_CODES, type AddressField, type FieldSpec, type PersonField } from '@clearhire/contracts';
import { ChoiceField, DigitsField, EmailField, TextField } from './fields';
import { ValidSsn } from './personal-fields';
import { applyDecorators } from '@nestjs/common';

interface SpecOptions {
  optional?: boolean;
  description?: string;
}

/** The DTO rule of a field spec: its kind decides the check, its label and limits the messages. */
function fromSpec(spec: FieldSpec, o: SpecOptions): PropertyDecorator {
  const base = { label: spec.label, optional: o.optional, description: o.description };
  switch (spec.kind) {
    case 'email':
      return EmailField({ ...base, max: spec.max });
    case 'state':
      return ChoiceField({ ...base, options: US_STATE_CODES });
    case 'digits':
      return DigitsField({ ...base, max: spec.max, ...(spec.min === spec.max ? { exact: spec.max } : spec.min ? { min: spec.min } : {}) });
    case 'text':
      return TextField({ ...base, max: spec.max, ...(spec.min ? { min: spec.min } : {}), name: spec.name === true });
  }
}

/** A person's field as every public form asks for it (libs/contracts PERSON_FIELDS); an SSN must also be one the SSA could issue. */
export function PersonSpecField(name: PersonField, o: SpecOptions = {}): PropertyDecorator {
  const rule = fromSpec(PERSON_FIELDS[name], o);
  // In the order stacked decorators apply (bottom first), so the messages come in the same order.
  return name === 'ssn' ? applyDecorators(ValidSsn(), rule) : rule;
}

/** An address field as every public form asks for it (libs/contracts ADDRESS_FIELDS). */
export function AddressSpecField(name: AddressField, o: SpecOptions = {}): PropertyDecorator {
  return fromSpec(ADDRESS_FIELDS[name], o);
}
