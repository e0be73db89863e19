import { ApiProperty } from '@nestjs/swagger';
import { INSPECTION_EXPORT_SCOPES, INSPECTION_EXPORT_STATUSES, type InspectionExportScope, type InspectionExportStatus } from '@clearhire/contracts';
import { PageQuery } from '../../common/http/page';
import { ChoiceField, DateField, QueryIntField } from '../../common/validation/fields';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';

/** At most this many locations named in one export (more is every location, or a mistake). */
export const EXPORT_LOCATIONS_MAX = 500;

export class StartInspectionExportDto {
  @ApiProperty({ required: false, description: "Administrators: the company whose Form I-9s to export; a company user's own company otherwise" })
  @IsOptional()
  @IsInt({ message: 'companyId must be a whole number.' })
  @Min(1, { message: 'companyId must be at least 1.' })
  @Max(2_147_483_647, { message: 'companyId is too large.' })
  companyId?: number;

  @ChoiceField({ label: 'Scope', options: INSPECTION_EXPORT_SCOPES, description: 'current: employed; retained: former employees within their retention period; all: both; hire-range: first day between hiredFrom and hiredTo' })
  scope!: InspectionExportScope;

  @DateField({ label: 'Hired from', optional: true, description: 'hire-range: the first first day of employment included' })
  hiredFrom?: string;

  @DateField({ label: 'Hired to', optional: true, description: 'hire-range: the last first day of employment included' })
  hiredTo?: string;

  @ApiProperty({
    type: [Number],
    required: false,
    maxItems: EXPORT_LOCATIONS_MAX,
    description: "The locations whose Form I-9s to export: owners and administrators any of the company's (none: every location); a member among theirs (none: all of theirs)",
  })
  @IsOptional()
  @IsArray({ message: 'locationIds must be a list of locations.' })
  @ArrayMaxSize(EXPORT_LOCATIONS_MAX, { message: `Choose at most ${EXPORT_LOCATIONS_MAX} locations.` })
  @IsInt({ each: true, message: "Each location must be one of the company's locations." })
  @Min(1, { each: true, message: "Each location must be one of the company's locations." })
  @Max(2_147_483_647, { each: true, message: "Each location must be one of the company's locations." })
  locationIds?: number[];
}

export class InspectionExportListQuery extends PageQuery {
  @QueryIntField({ label: 'companyId', min: 1, max: 2_147_483_647, default: 0 })
  companyId?: number;
}

export class InspectionExportView {
  @ApiProperty() id!: string;
  @ApiProperty() company_id!: number;
  @ApiProperty({ enum: INSPECTION_EXPORT_SCOPES }) scope!: InspectionExportScope;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) hired_from!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) hired_to!: string | null;
  @ApiProperty({ type: [Number], nullable: true, description: 'The locations whose Form I-9s it holds; null: every location of the company' }) location_ids!: number[] | null;
  @ApiProperty({ enum: INSPECTION_EXPORT_STATUSES }) status!: InspectionExportStatus;
  @ApiProperty({ description: 'Form I-9s written to the zip so far' }) done!: number;
  @ApiProperty({ description: 'Form I-9s in the export (0 until the worker counted them)' }) total!: number;
  @ApiProperty({ type: String, nullable: true, description: 'The zip, once done: GET /api/files/{file_id}' }) file_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) finished_at!: string | null;
}

export class InspectionExportDetail {
  @ApiProperty({ type: InspectionExportView }) data!: InspectionExportView;
}

export class InspectionExportList {
  @ApiProperty({ type: [InspectionExportView] }) data!: InspectionExportView[];
  @ApiProperty() count!: number;
}

export class AcceptedResponse {
  @ApiProperty() id!: string;
}
