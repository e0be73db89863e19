import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { decodeCompanyLinkId } from '@clearhire/domain';
import { Public } from '../../common/auth/access.decorator';
import { ApiError } from '../../common/errors/api-error';
import { CompaniesRepository } from '../companies/companies.repository';
import { PRESCREENING_LINK_CLOSED } from './prescreening-link';

export class PrescreeningLinkCompany {
  @ApiProperty({ description: 'The employer the link belongs to, as the applicant sees it' }) name!: string;
}

/**
 * Whom a public pre-screening link belongs to: the employer's name as ClearHire knows it, never the
 * name a URL carries (a crafted link would show any name on ClearHire's domain while collecting
 * SSNs). An unknown company and one not yet approved get the same 404, so the link cannot be used to
 * learn which companies exist or are approved.
 */
@ApiTags('submissions')
@Controller('forms')
export class PrescreeningLinkController {
  constructor(private readonly companies: CompaniesRepository) {}

  @Get('prescreening/:linkId')
  @Public()
  @ApiOkResponse({ type: PrescreeningLinkCompany })
  async company(@Param('linkId') linkId: string): Promise<PrescreeningLinkCompany> {
    const companyId = decodeCompanyLinkId(linkId);
    const company = companyId === null ? null : await this.companies.openForPrescreening(companyId);
    if (!company) throw new ApiError(404, [{ msg: PRESCREENING_LINK_CLOSED }]);
    return { name: company.name };
  }
}
