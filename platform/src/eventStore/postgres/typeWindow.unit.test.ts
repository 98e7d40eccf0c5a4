import type { EventPosition } from '@wb/contracts';
import { TypeWindow } from './typeWindow';

const at = (n: number): EventPosition => ({ transactionId: BigInt(n), globalPosition: BigInt(n) });
const entries = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ position: at(from + i), type: `T${from + i}` }));
const typesOf = (window: TypeWindow) => Array.from({ length: window.length }, (_, i) => window.entryAt(i)?.type);

describe('TypeWindow', () => {
  it('finds the entry after a position it holds, its start included, and nothing outside it', () => {
    const window = new TypeWindow(100);
    expect(window.indexAfter(at(0))).toBeNull();
    window.add(at(0), entries(1, 5));
    expect(window.indexAfter(at(0))).toBe(0);
    expect(window.indexAfter(at(3))).toBe(3);
    expect(window.indexAfter(at(5))).toBe(5);
    expect(window.indexAfter(at(6))).toBeNull();
    expect(window.end).toEqual(at(5));
  });

  it('grows at its end, and starts anew from elsewhere', () => {
    const window = new TypeWindow(100);
    window.add(at(0), entries(1, 3));
    window.add(at(3), entries(4, 5));
    expect(typesOf(window)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5']);
    window.add(at(9), entries(10, 11));
    expect(typesOf(window)).toEqual(['T10', 'T11']);
    expect(window.isBefore(at(5))).toBe(true);
    expect(window.isBefore(at(9))).toBe(false);
  });

  it('lets its oldest entries go past its capacity, moving its start to the last one let go', () => {
    const window = new TypeWindow(3);
    window.add(at(0), entries(1, 5));
    expect(typesOf(window)).toEqual(['T3', 'T4', 'T5']);
    expect(window.isBefore(at(1))).toBe(true);
    expect(window.indexAfter(at(2))).toBe(0);
  });

  it('an empty scan at its end changes nothing, and an empty window knows only its start', () => {
    const window = new TypeWindow(10);
    window.add(at(0), entries(1, 2));
    window.add(at(2), []);
    expect(typesOf(window)).toEqual(['T1', 'T2']);
    const empty = new TypeWindow(10);
    empty.add(at(7), []);
    expect(empty.end).toEqual(at(7));
    expect(empty.indexAfter(at(7))).toBe(0);
    expect(empty.length).toBe(0);
  });
});
