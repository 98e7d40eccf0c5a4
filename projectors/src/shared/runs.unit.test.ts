import { lastValues, runsOf } from './runs';

const isA = (e: string): e is `a${string}` => e.startsWith('a');

describe('runsOf', () => {
  it('cuts events into runs the guard accepts and runs it does not, keeping their order', () => {
    expect(runsOf(['a1', 'a2', 'b1', 'a3', 'b2', 'b3'], isA)).toEqual([
      { matched: true, events: ['a1', 'a2'] },
      { matched: false, events: ['b1'] },
      { matched: true, events: ['a3'] },
      { matched: false, events: ['b2', 'b3'] },
    ]);
  });

  it('gives no run for no events', () => {
    expect(runsOf([], isA)).toEqual([]);
  });
});

describe('lastValues', () => {
  it('keeps the last value given to each key', () => {
    const renames = [
      { id: 'p1', name: 'A' },
      { id: 'p2', name: 'B' },
      { id: 'p1', name: 'C' },
    ];
    expect([...lastValues(renames, (r) => [r.id, r.name])]).toEqual([
      ['p1', 'C'],
      ['p2', 'B'],
    ]);
  });
});
