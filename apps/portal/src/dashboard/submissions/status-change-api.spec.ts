import { statusChangeFormData } from './status-change-api';

describe('statusChangeFormData', () => {
  const proof = new File(['%PDF-1.4'], 'fax-confirmation.pdf', { type: 'application/pdf' });

  it('sends the change as text fields and the file under its own name in "proof"', () => {
    const data = statusChangeFormData({ newStatus: 'sent', sentOn: '2026-11-20', sentChannel: 'fax', proof });
    expect(data.get('newStatus')).toBe('sent');
    expect(data.get('sentOn')).toBe('2026-11-20');
    expect(data.get('sentChannel')).toBe('fax');
    expect((data.get('proof') as File).name).toBe('fax-confirmation.pdf');
  });

  it('leaves out the fields that were not given', () => {
    const data = statusChangeFormData({ newStatus: 'sent', sentOn: undefined, proof });
    expect([...data.keys()].sort()).toEqual(['newStatus', 'proof']);
  });
});
