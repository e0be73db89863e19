import { multipartIfFiles, toMultipart } from './multipart';

describe('multipart bodies', () => {
  const csv = new File(['ssn,tax_year,hours,first_year_wages\n'], 'payroll-2025.csv', { type: 'text/csv' });

  it('turns a body holding a file into form data: fields as text, the file under its own name', () => {
    const data = multipartIfFiles({ companyId: 7, file: csv }) as FormData;
    expect(data).toBeInstanceOf(FormData);
    expect(data.get('companyId')).toBe('7');
    expect((data.get('file') as File).name).toBe('payroll-2025.csv');
  });

  it('leaves out the fields that were not given', () => {
    const proof = new File(['%PDF-1.4'], 'fax-confirmation.pdf', { type: 'application/pdf' });
    const data = toMultipart({ newStatus: 'sent', sentOn: undefined, sentChannel: '', certifiedOn: null, proof });
    expect([...data.keys()].sort()).toEqual(['newStatus', 'proof']);
  });

  it('names a nameless blob after its field', () => {
    expect((toMultipart({ proof: new Blob(['x']) }).get('proof') as File).name).toBe('proof');
  });

  it('keeps a body without files as it is, to go as JSON', () => {
    const change = { newStatus: 'approved', certificationNumber: 'TX-1' };
    expect(multipartIfFiles(change)).toBe(change);
    expect(multipartIfFiles(undefined)).toBeUndefined();
    const form = new FormData();
    expect(multipartIfFiles(form)).toBe(form);
  });
});
