import type { Company } from '@clearhire/db';
import { encodeCompanyLinkId } from '@clearhire/domain';
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
  };
}
