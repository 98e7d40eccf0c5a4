import { groupMarkers, stackCount, stackLabel } from './markerGroups';

interface Mark {
  id: string;
  x: number;
}
const at = (id: string, x: number): Mark => ({ id, x });
const shape = (marks: readonly Mark[], gap = 12) => groupMarkers(marks, (m) => m.x, gap).map((g) => ({ x: g.x, ids: g.items.map((m) => m.id) }));

describe('groupMarkers', () => {
  it('keeps marks apart when their markers do not overlap', () => {
    expect(shape([at('a', 0), at('b', 12), at('c', 100)])).toEqual([
      { x: 0, ids: ['a'] },
      { x: 12, ids: ['b'] },
      { x: 100, ids: ['c'] },
    ]);
  });

  it('makes one group of marks at the same place, in the order they were given', () => {
    expect(shape([at('a', 40), at('b', 40), at('c', 40)])).toEqual([{ x: 40, ids: ['a', 'b', 'c'] }]);
  });

  it('joins marks closer than the gap, drawn at the earliest one', () => {
    expect(shape([at('late', 47), at('early', 40), at('far', 80)])).toEqual([
      { x: 40, ids: ['early', 'late'] },
      { x: 80, ids: ['far'] },
    ]);
  });

  it('measures from the group marker, so a long run of close marks splits and markers stay a gap apart', () => {
    // Each mark 5 px after the last: chaining them would make one group as wide as the bar.
    const run = [0, 5, 10, 15, 20, 25].map((x, i) => at(`m${i}`, x));
    const groups = shape(run);
    expect(groups).toEqual([
      { x: 0, ids: ['m0', 'm1', 'm2'] },
      { x: 15, ids: ['m3', 'm4', 'm5'] },
    ]);
    for (let i = 1; i < groups.length; i += 1) expect((groups[i]?.x ?? 0) - (groups[i - 1]?.x ?? 0)).toBeGreaterThanOrEqual(12);
  });

  it('follows the bar width: marks that stack on a narrow bar part on a wide one', () => {
    // Two comments 1 s apart in a 100 s scene: 1% of the bar.
    const times = [at('a', 10_000), at('b', 11_000)];
    const onBar = (width: number) => groupMarkers(times, (m) => (m.x / 100_000) * width, 12).map((g) => g.items.length);
    expect(onBar(400)).toEqual([2]);
    expect(onBar(2000)).toEqual([1, 1]);
  });

  it('puts a place that is not a number at the start, and has nothing to group without marks', () => {
    expect(shape([at('a', 30), at('b', Number.NaN)])).toEqual([
      { x: 0, ids: ['b'] },
      { x: 30, ids: ['a'] },
    ]);
    expect(shape([])).toEqual([]);
  });

  it('groups everything at one place when the bar has no width yet', () => {
    expect(groupMarkers([at('a', 10), at('b', 90)], (m) => m.x * 0, 12).map((g) => g.items.length)).toEqual([2]);
  });
});

describe('stackLabel and stackCount', () => {
  it('names a stacked marker by its count and time, and fits the count in the dot', () => {
    expect(stackLabel(3, '0:07')).toBe('3 comments at 0:07');
    expect(stackLabel(1200, '00:01:05')).toBe('1,200 comments at 00:01:05');
    expect(stackCount(2)).toBe('2');
    expect(stackCount(99)).toBe('99');
    expect(stackCount(100)).toBe('99+');
  });
});
