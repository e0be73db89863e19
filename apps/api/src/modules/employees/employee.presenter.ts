import type { Employee, I9Form, StoredDocument } from '@clearhire/db';
import { maskSsn } from '@clearhire/domain';
import { presentDocument } from '../files/document.view';
import type { EmployeeDetailView, EmployeeListItem, I9SectionOneView } from './employees.dto';

export function presentEmployee(e: Employee, companyName: string): EmployeeListItem {
  return {
    id: e.id,
    firstname: e.firstname,
    lastname: e.lastname,
    email: e.email,
    i9_status: e.i9Status,
    created_at: e.createdAt.toISOString(),
    company_id: e.companyId,
    company_name: companyName,
  };
}

/** Section 1 without any number in the clear: the SSN masked, the others only named. */
function presentI9(f: I9Form): I9SectionOneView {
  const numbersProvided = [
    f.alienNumberEncrypted && 'USCIS / A-Number',
    f.citizen4Number1Encrypted && 'USCIS / A-Number',
    f.citizen4Number2Encrypted && 'Form I-94 admission number',
    f.citizen4Number3Encrypted && 'Foreign passport number and country',
  ].filter((n): n is string => Boolean(n));
  return {
    firstname: f.firstname,
    lastname: f.lastname,
    middleInitial: f.middleInitial,
    otherLastnames: f.otherLastnames,
    street: f.street,
    apt: f.apt,
    city: f.city,
    county: f.county,
    state: f.state,
    zip: f.zip,
    birthdate: f.birthdate,
    email: f.email,
    phone: f.phone,
    citizenship: f.citizenship,
    expiry: f.expiryNotApplicable ? 'N/A' : f.expiry,
    numbersProvided,
    signature: f.signature,
    signedAt: f.signedAt.toISOString(),
  };
}

export function presentEmployeeDetail(e: Employee, companyName: string, documents: StoredDocument[]): EmployeeDetailView {
  const form = e.i9Form ?? null;
  return {
    ...presentEmployee(e, companyName),
    url: e.url,
    ssn: form ? maskSsn(form.ssnLast4) : null,
    documents_type: e.documentsType,
    i9: form ? presentI9(form) : null,
    documents: documents.map(presentDocument),
  };
}
