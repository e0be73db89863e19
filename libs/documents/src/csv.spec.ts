import { parse } from 'csv-parse/sync';
import { csvText, toCsv } from './csv';

describe('toCsv: every text cell is safe to open in a spreadsheet', () => {
  it.each(['=HYPERLINK("http://evil.example","click")', '+1+1', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1'])('keeps %j as text', (value) => {
    const [row] = parse(toCsv([[value, 'Carter']], ['First name', 'Last name']), { columns: true, relax_quotes: true }) as Record<string, string>[];
    expect(row['First name']).toBe(`'${value}`);
    expect(row['Last name']).toBe('Carter');
  });

  it('leaves ordinary text, numbers and names with inner signs alone, and quotes commas and quotes', () => {
    expect(csvText("O'Neil-Smith")).toBe("O'Neil-Smith");
    const out = toCsv([{ name: 'Ana "Lulu", Jr.', credit: 2400, late: false }], ['name', 'credit', 'late']);
    expect(parse(out, { columns: true })).toEqual([{ name: 'Ana "Lulu", Jr.', credit: '2400', late: '' }]);
  });
});
