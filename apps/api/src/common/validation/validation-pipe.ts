import { ValidationError, ValidationPipe } from '@nestjs/common';
import type { ApiErrorItem } from '@clearhire/contracts';
import { ApiError } from '../errors/api-error';
import { cacheValidationMetadata } from './validation-metadata-cache';

/**
 * Validation for every body and query: unknown fields are refused (not silently dropped), values
 * are converted only where a field says so, and all problems are reported together.
 */
export function createValidationPipe(): ValidationPipe {
  cacheValidationMetadata();
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new ApiError(400, flattenValidationErrors(errors)),
  });
}

export function flattenValidationErrors(errors: ValidationError[], prefix = ''): ApiErrorItem[] {
  const items: ApiErrorItem[] = [];
  for (const error of errors) {
    const param = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    if (constraints['whitelistValidation']) {
      items.push({ msg: `Unknown field "${param}".`, param });
    } else if (constraints['isNotEmpty'] || constraints['isDefined']) {
      // A missing value would also fail every other rule; one message says it best.
      items.push({ msg: constraints['isNotEmpty'] ?? constraints['isDefined'], param });
    } else {
      // One message per field: the first rule that failed.
      const first = Object.values(constraints)[0];
      if (first) items.push({ msg: first, param });
    }
    if (error.children?.length) items.push(...flattenValidationErrors(error.children, param));
  }
  return items.length ? items : [{ msg: 'The request is not valid.' }];
}
