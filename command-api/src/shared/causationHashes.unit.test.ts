import { randomUUID } from 'node:crypto';
import { CausationHashes, causationHash } from './causationHashes';

const hashes = (count: number): number[] => Array.from({ length: count }, () => causationHash(1, randomUUID()));

describe('the causations of a cached stream, as hashes', () => {
  it('never miss a causation folded, over many appends', () => {
    const all = hashes(5_000);
    let held = CausationHashes.empty();
    for (let i = 0; i < all.length; i += 7) held = held.with(all.slice(i, i + 7));
    expect(held.length).toBe(5_000);
    expect(all.every((hash) => held.mayHave(hash))).toBe(true);
  });

  it('tell a causation of another user or another command apart (no shared hash among these)', () => {
    const key = randomUUID();
    const held = CausationHashes.empty().with([causationHash(1, key)]);
    expect(held.mayHave(causationHash(1, key))).toBe(true);
    expect(held.mayHave(causationHash(2, key))).toBe(false);
    expect(held.mayHave(causationHash(null, key))).toBe(false);
    expect(held.mayHave(causationHash(1, randomUUID()))).toBe(false);
  });

  it('keep each view to its own events when two loads extend the same one', () => {
    const [a, b, c] = hashes(3) as [number, number, number];
    const base = CausationHashes.empty().with([a]);
    const first = base.with([b]);
    const second = base.with([c]);
    expect([first.mayHave(b), first.mayHave(c)]).toEqual([true, false]);
    expect([second.mayHave(b), second.mayHave(c)]).toEqual([false, true]);
    expect([base.length, base.mayHave(b), base.mayHave(c)]).toEqual([1, false, false]);
  });
});
