import { screen, within } from '@testing-library/react';
import { TARGET_GROUP_CODES, TARGET_GROUPS, WOTC_RULE_SETS, maxCreditFor } from '@clearhire/domain';
import { formatMoney } from '../../ui/format';
import { renderSite, expectTitle } from '../testing';

describe('target groups page', () => {
  it('lists every target group with who qualifies and the maximum credit from the domain rules', async () => {
    renderSite('/work_opportunity_tax_credit_target_groups');
    await screen.findByRole('heading', { level: 1, name: 'WOTC target groups and maximum credits' });
    await expectTitle('Target groups | ClearHire');

    const table = screen.getByRole('table', { name: /Target groups, who qualifies and the maximum credit/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Target group', 'Who qualifies', 'Maximum credit']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(TARGET_GROUP_CODES.length);
    const rules = WOTC_RULE_SETS[WOTC_RULE_SETS.length - 1];
    TARGET_GROUP_CODES.forEach((code, index) => {
      const cells = within(rows[index]).getAllByRole('cell');
      expect(within(rows[index]).getByRole('rowheader').textContent).toContain(TARGET_GROUPS[code].name);
      expect(cells[0].textContent?.length, code).toBeGreaterThan(40);
      expect(cells[1].textContent).toContain(formatMoney(maxCreditFor(code, rules)));
    });
  });

  it('shows the maximum credits of docs/product.md §9', async () => {
    renderSite('/work_opportunity_tax_credit_target_groups');
    const table = await screen.findByRole('table');
    const creditOf = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) })).getAllByRole('cell')[1].textContent;
    expect(creditOf('SNAP recipient')).toContain('$2,400');
    expect(creditOf('Long-term family assistance recipient')).toContain('$9,000');
    expect(creditOf('Qualified summer youth employee')).toContain('$1,200');
    expect(creditOf('Disabled veteran unemployed 6 months or more')).toContain('$9,600');
    expect(creditOf('Disabled veteran hired within 1 year of discharge')).toContain('$4,800');
    expect(creditOf('Veteran unemployed 6 months or more')).toContain('$5,600');
    expect(creditOf('Veteran unemployed 4 weeks to under 6 months')).toContain('$2,400');
  });
});
