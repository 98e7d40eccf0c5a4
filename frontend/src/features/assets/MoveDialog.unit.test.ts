import { moveChoices } from './MoveDialog';

describe('the kits a file can be moved to', () => {
  it('offers the seven fixed review kits first, then the other kits, never the current one', () => {
    const groups = moveChoices(
      [
        { kitID: '74', name: '3_Approved Assets' },
        { kitID: '81', name: 'Cell Biology' },
        { kitID: '82', name: 'Maps' },
      ],
      '82',
    );
    expect(groups.map((g) => g.group)).toEqual(['Review kits', 'Other kits']);
    expect(groups[0]?.items.map((k) => k.label)).toEqual(['1_Gumbies', '2_Gumby Update', '3_Approved Assets', '4_Needs Update', '5_No Tags', '6_Quarantine', '7_Ready for Review']);
    expect(groups[1]?.items).toEqual([{ value: '81', label: 'Cell Biology' }]);
  });

  it('leaves the current fixed kit out of its own choices', () => {
    expect(moveChoices([], '77')[0]?.items.map((k) => k.value)).toEqual(['72', '73', '74', '75', '76', '78']);
  });
});
