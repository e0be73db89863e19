import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { decodeCompanyLinkId } from '@clearhire/domain';
import { Public } from '../../common/auth/access.decorator';
import { ApiError } from '../../common/errors/api-error';
import { CompaniesRepository } from '../companies/companies.repository';
import { LocationsRepository } from '../locations/locations.repository';
import { PRESCREENING_LINK_CLOSED } from './prescreening-link';

export class PrescreeningLinkLocation {
  @ApiProperty({ description: 'Sent back as the pre-screening’s locationId' }) id!: number;
  @ApiProperty({ description: 'The location as the applicant knows it (a store, a branch)' }) name!: string;
}

export class PrescreeningLinkCompany {
  @ApiProperty({ description: 'The employer the link belongs to, as the applicant sees it' }) name!: string;
  @ApiProperty({
    type: [PrescreeningLinkLocation],
    description: 'The employer’s locations, by name: with several, the applicant chooses where they applied (locationId)',
  })
  locations!: PrescreeningLinkLocation[];
}

export class PrescreeningLocationLinkView {
  @ApiProperty({ description: 'The employer the link belongs to, as the applicant sees it' }) name!: string;
  @ApiProperty({ type: PrescreeningLinkLocation, description: 'The location whose own link this is: the pre-screening is made there' })
  location!: PrescreeningLinkLocation;
}

/** A location's link key as newLocationLinkKey makes them (base64url); anything else is not looked up. */
const LOCATION_KEY = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Whom a public pre-screening link belongs to: the employer's name as ClearHire knows it, never the
 * name a URL carries (a crafted link would show any name on ClearHire's domain while collecting
 * SSNs). An unknown company and one not yet approved get the same 404, so the link cannot be used to
 * learn which companies exist or are approved; so does a location key that is not the company's.
 */
@ApiTags('submissions')
@Controller('forms')
export class PrescreeningLinkController {
  constructor(
    private readonly companies: CompaniesRepository,
    private readonly locations: LocationsRepository,
  ) {}

  @Get('prescreening/:linkId')
  @Public()
  @ApiOkResponse({ type: PrescreeningLinkCompany })
  async company(@Param('linkId') linkId: string): Promise<PrescreeningLinkCompany> {
    const { id, name } = await this.openCompany(linkId);
    const locations = await this.locations.publicChoicesOf(id);
    return { name, locations: locations.map((l) => ({ id: l.id, name: l.name })) };
  }

  @Get('prescreening/:linkId/:locationKey')
  @Public()
  @ApiOkResponse({ type: PrescreeningLocationLinkView })
  async location(@Param('linkId') linkId: string, @Param('locationKey') locationKey: string): Promise<PrescreeningLocationLinkView> {
    const { id, name } = await this.openCompany(linkId);
    const location = LOCATION_KEY.test(locationKey) ? await this.locations.findByLinkKey(id, locationKey) : null;
    if (!location) throw closed();
    return { name, location: { id: location.id, name: location.name } };
  }

  /** The approved company a link names, or the one 404 every closed link gets. */
  private async openCompany(linkId: string): Promise<{ id: number; name: string }> {
    const companyId = decodeCompanyLinkId(linkId);
    const company = companyId === null ? null : await this.companies.openForPrescreening(companyId);
    if (companyId === null || !company) throw closed();
    return { id: companyId, name: company.name };
  }
}

function closed(): ApiError {
  return new ApiError(404, [{ msg: PRESCREENING_LINK_CLOSED }]);
}
