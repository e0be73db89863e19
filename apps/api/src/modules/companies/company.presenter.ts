import type { Company } from '@clearhire/db';
import { encodeCompanyLinkId, participatesInEVerify } from '@clearhire/domain';
import type { CompanyView } from './companies.dto';

export function presentCompany(c: Company): CompanyView {
  return {
    id: c.id,
    name: c.name,
    firstname: c.firstname,
    lastname: c.lastname,
    email: c.email,
    phone: c.phone,
    fax: c.fax,
    industry: c.industry,
    size: c.size,
    ein: c.ein,
    erd_status: c.erdStatus,
    created_at: c.createdAt.toISOString(),
    link_id: encodeCompanyLinkId(c.id),
    time_zone: c.timeZone,
    address: c.street && c.city && c.state && c.zip ? { street: c.street, city: c.city, state: c.state, zip: c.zip } : null,
    closed_on_federal_holidays: c.closedOnFederalHolidays,
    require_two_factor: c.requireTwoFactor,
    everify: {
      participating: participatesInEVerify(c),
      company_id: c.everifyCompanyId,
      mou_signed_on: c.everifyMouSignedOn,
      hiring_sites: c.everifyHiringSites ?? [],
      create_after_section2: c.everifyCreateAfterSection2,
    },
    ats_return_hosts: c.atsReturnHosts ?? [],
    frame_ancestors: c.frameAncestors ?? [],
  };
}
