import { ApiProperty } from '@nestjs/swagger';

/** The answer of a POST that creates one record. */
export class CreatedResponse {
  @ApiProperty()
  id!: string;
}
