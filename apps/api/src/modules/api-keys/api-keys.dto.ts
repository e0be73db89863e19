import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsNotEmpty } from 'class-validator';
import { API_KEY_LIMITS, API_KEY_SCOPES, type ApiKeyScope } from '@clearhire/contracts';
import { TextField } from '../../common/validation/fields';

/** The scopes a new key holds: at least one, each from the documented list, none twice. */
function ScopesField() {
  const allowed = API_KEY_SCOPES.join(', ');
  return applyDecorators(
    ApiProperty({ type: [String], enum: API_KEY_SCOPES, minItems: 1, maxItems: API_KEY_SCOPES.length, uniqueItems: true, description: 'What the key may do: one or more scopes' }),
    IsNotEmpty({ message: 'Scopes are required: choose at least one.' }),
    IsArray({ message: 'Scopes must be a list.' }),
    ArrayMinSize(1, { message: 'Choose at least one scope.' }),
    ArrayMaxSize(API_KEY_SCOPES.length, { message: `Scopes may list at most ${API_KEY_SCOPES.length} scopes.` }),
    ArrayUnique({ message: 'Scopes must not list a scope twice.' }),
    IsIn(API_KEY_SCOPES, { each: true, message: `Each scope must be one of ${allowed}.` }),
  );
}

export class ApiKeyCreateDto {
  @TextField({ label: 'Name', max: API_KEY_LIMITS.name, description: 'What the key is for, e.g. the system that uses it (unique among the company’s active keys)' })
  name!: string;

  @ScopesField()
  scopes!: ApiKeyScope[];
}

/** A person named beside a key (who made or revoked it); null when the account is gone. */
export class ApiKeyPerson {
  @ApiProperty() id!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
}

export class ApiKeyView {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'The public start of the key (`chk_` and its id): how to recognise it; the secret is never shown again' })
  prefix!: string;
  @ApiProperty({ type: [String], enum: API_KEY_SCOPES }) scopes!: ApiKeyScope[];
  @ApiProperty({ type: ApiKeyPerson }) created_by!: ApiKeyPerson;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The last call made with the key, to the minute' })
  last_used_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revoked_at!: string | null;
  @ApiProperty({ type: ApiKeyPerson, nullable: true }) revoked_by!: ApiKeyPerson | null;
}

export class ApiKeyList {
  @ApiProperty({ type: [ApiKeyView] }) data!: ApiKeyView[];
  @ApiProperty() count!: number;
}

export class ApiKeyResponse {
  @ApiProperty({ type: ApiKeyView }) data!: ApiKeyView;
}

export class ApiKeyCreated extends ApiKeyView {
  @ApiProperty({ description: 'The whole key: shown this once and never again (only its hash is kept). Send it as `Authorization: Bearer <key>`.' })
  key!: string;
}

export class ApiKeyCreatedResponse {
  @ApiProperty({ type: ApiKeyCreated }) data!: ApiKeyCreated;
}
