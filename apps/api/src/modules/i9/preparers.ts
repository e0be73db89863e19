import { HttpStatus } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { Equals, validateSync } from 'class-validator';
import { SUPPLEMENT_A_LIMITS as L } from '@clearhire/contracts';
import { ApiError } from '../../common/errors/api-error';
import { flattenValidationErrors } from '../../common/validation/validation-pipe';
import { AddressSpecField } from '../../common/validation/spec-fields';
import { BooleanField, TextField } from '../../common/validation/fields';

/** One preparer or translator of Form I-9 Supplement A, as the public form sends it. */
export class PreparerDto {
  @TextField({ label: 'Preparer or translator last name', max: L.lastname })
  lastName!: string;

  @TextField({ label: 'Preparer or translator first name', max: L.firstname })
  firstName!: string;

  @TextField({ label: 'Preparer or translator middle initial', max: L.middleInitial, optional: true })
  middleInitial?: string;

  @AddressSpecField('street')
  street!: string;

  @AddressSpecField('city')
  city!: string;

  @AddressSpecField('state')
  state!: string;

  @AddressSpecField('zip')
  zip!: string;

  @TextField({ label: 'Preparer or translator signature', max: L.signature })
  signature!: string;

  @BooleanField({ label: 'Preparer or translator certification' })
  @Equals(true, { message: 'The preparer or translator must accept the certification.' })
  attested!: boolean;
}

/**
 * Reads the `preparers` field of the multipart Section 1 (a JSON list, absent when nobody helped)
 * and checks each entry as a DTO would, naming the field at fault as `preparers.<i>.<field>`.
 */
export function parsePreparers(raw: string | undefined): PreparerDto[] {
  if (raw === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw ApiError.badRequest('Preparers must be a JSON list.', 'preparers');
  }
  if (!Array.isArray(parsed)) throw ApiError.badRequest('Preparers must be a JSON list.', 'preparers');
  if (parsed.length > L.preparers) throw ApiError.badRequest(`At most ${L.preparers} preparers or translators.`, 'preparers');
  const problems = parsed.flatMap((entry: unknown, i) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return [{ msg: 'Each preparer or translator must be an object.', param: `preparers.${i}` }];
    const errors = validateSync(plainToInstance(PreparerDto, entry), { whitelist: true, forbidNonWhitelisted: true });
    return errors.length ? flattenValidationErrors(errors, `preparers.${i}`) : [];
  });
  if (problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, problems);
  return parsed.map((entry) => plainToInstance(PreparerDto, entry as object));
}
