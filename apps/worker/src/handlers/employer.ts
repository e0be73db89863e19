import type { Company, ErdForm } from '@clearhire/db';
import type { EmployerInput } from '@clearhire/documents';

/**
 * The employer as the WOTC forms print it: the legal name, EIN and contact from the company's
 * newest Employer Representative Declaration, falling back to the sign-up details before one exists.
 */
export function employerInput(company: Company, erd: ErdForm | null): EmployerInput {
  return erd
    ? {
        name: erd.name,
        ein: erd.ein,
        phone: erd.phone,
        fax: erd.fax,
        email: erd.email,
        contact: { firstname: erd.firstname, lastname: erd.lastname, phone: erd.phone },
      }
    : {
        name: company.name,
        ein: company.ein,
        phone: company.phone,
        fax: company.fax,
        email: company.email,
        contact: { firstname: company.firstname, lastname: company.lastname, phone: company.phone },
      };
}
