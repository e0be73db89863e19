import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { ApiError } from '../errors/api-error';

/**
 * Path ids: a malformed id names no record, so it answers 404 like an unknown one
 * (and never reaches the database as a bad cast, which would be a 500).
 */
@Injectable()
export class UuidParam implements PipeTransform<string, string> {
  constructor(private readonly what: string) {}
  transform(value: string, _meta: ArgumentMetadata): string {
    if (!isUUID(value)) throw ApiError.notFound(this.what);
    return value.toLowerCase();
  }
}

@Injectable()
export class IntIdParam implements PipeTransform<string, number> {
  constructor(private readonly what: string) {}
  transform(value: string, _meta: ArgumentMetadata): number {
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw ApiError.notFound(this.what);
    return Number(value);
  }
}
