import { render, screen, within } from '@testing-library/react';
import { SubmissionsByMonthChart, type MonthCounts } from './SubmissionsByMonthChart';
import { CreditsByGroupChart, mergeByGroup } from './CreditsByGroupChart';

const month = (m: string, counts: Partial<MonthCounts> = {}): MonthCounts => ({ month: m, pending: 0, sent: 0, approved: 0, rejected: 0, ...counts });

describe('SubmissionsByMonthChart', () => {
  it('gives screen readers every month and status as a table', () => {
    render(<SubmissionsByMonthChart months={[month('2026-10', { pending: 2, approved: 1 }), month('2026-11', { sent: 3, rejected: 1 })]} />);
    expect(screen.getByText('Submissions by month, Oct 2026 to Nov 2026')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Submissions by month and current status' });
    const [, october, november] = within(table).getAllByRole('row');
    expect(within(october).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '0', '1', '0']);
    expect(within(november).getByRole('rowheader').textContent).toBe('November 2026');
    expect(within(november).getAllByRole('cell').map((c) => c.textContent)).toEqual(['0', '3', '0', '1']);
  });

  it('stacks a month to its total height and says so when there is nothing', () => {
    const { container, rerender } = render(<SubmissionsByMonthChart months={[month('2026-11', { pending: 2, sent: 2 })]} />);
    const bars = [...container.querySelectorAll('rect')];
    expect(bars).toHaveLength(2);
    // Both segments of 2 in one column: equal heights, the second on top of the first.
    const [pending, sent] = bars.map((b) => ({ y: Number(b.getAttribute('y')), h: Number(b.getAttribute('height')) }));
    expect(pending.h).toBeCloseTo(sent.h);
    expect(sent.y + sent.h).toBeCloseTo(pending.y);
    expect(screen.queryByText('No submissions in these months yet.')).toBeNull();

    rerender(<SubmissionsByMonthChart months={[month('2026-11')]} />);
    expect(container.querySelectorAll('rect')).toHaveLength(0);
    expect(screen.getByText('No submissions in these months yet.')).toBeTruthy();
  });
});

describe('CreditsByGroupChart', () => {
  const snap = { group: 'SNAP', group_name: 'SNAP recipient', credit: 2400 };
  const vet = { group: 'VET_DISABLED_UNEMPLOYED_6M', group_name: 'Disabled veteran, unemployed 6 months', credit: 9600 };

  it('merges potential and earned credits by group, largest first', () => {
    expect(mergeByGroup([snap, vet, { ...snap, credit: 1200 }], [{ ...snap, credit: 1000 }])).toEqual([
      { group: vet.group, name: vet.group_name, potential: 9600, earned: 0 },
      { group: 'SNAP', name: 'SNAP recipient', potential: 3600, earned: 1000 },
    ]);
    expect(mergeByGroup([{ ...snap, credit: 0 }], [])).toEqual([]);
  });

  it('reads each group with both figures in dollars', () => {
    render(<CreditsByGroupChart potential={[snap, vet]} earned={[{ ...snap, credit: 1234.5 }]} />);
    const row = screen.getByRole('row', { name: /SNAP recipient/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['$2,400', '$1,234.50']);
    expect(screen.getAllByRole('row')[1].textContent).toContain('Disabled veteran');
  });

  it('explains an empty chart', () => {
    render(<CreditsByGroupChart potential={[]} earned={[]} waiting={{ total: 0, submissions: 0, hiatus_from: ['2026-01-01'] }} />);
    expect(screen.getByText(/No credits yet: they appear once eligible applicants pre-screen/)).toBeTruthy();
  });

  it('says what is waiting and why when the only eligible hires wait for WOTC\'s renewal', () => {
    render(<CreditsByGroupChart potential={[]} earned={[]} waiting={{ total: 2400, submissions: 1, hiatus_from: ['2026-01-01'] }} />);
    expect(screen.queryByText(/appear once eligible applicants pre-screen/)).toBeNull();
    expect(
      screen.getByText(
        "No credits to chart yet: the $2,400 waiting for renewal is for 1 hire who started on or after 1 Jan 2026, after WOTC's authorization ended. It counts once Congress renews the program.",
      ),
    ).toBeTruthy();
  });
});
