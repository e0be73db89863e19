import { Injectable, PipeTransform } from '@nestjs/common';
import { ApiError } from '../../common/errors/api-error';

/** A tax year in a path: four digits. Whether the year fits the hire is the domain's question (wageRecordProblems). */
@Injectable()
export class TaxYearParam implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{4}$/.test(value)) throw ApiError.badRequest('The tax year must be a year such as 2025.', 'taxYear');
    return Number(value);
  }
}
