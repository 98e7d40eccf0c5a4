import { assignRoles } from './mix';
import { correctedSamples } from './summary';

describe('assignRoles', () => {
  it('gives every user a role, in proportion to the weights', () => {
    const kinds = assignRoles(50, [
      { kind: 'a', weight: 3 },
      { kind: 'b', weight: 1 },
      { kind: 'c', weight: 1 },
    ]);
    expect(kinds).toHaveLength(50);
    expect(kinds.filter((k) => k === 'a')).toHaveLength(30);
    expect(kinds.filter((k) => k === 'b')).toHaveLength(10);
    expect(kinds.filter((k) => k === 'c')).toHaveLength(10);
  });

  it('hands the users left by rounding to the largest remainders, ties to the role named first', () => {
    // 10 users over 3 equal weights: 3.33 each, one left over, which goes to the first.
    expect(
      assignRoles(
        10,
        ['x', 'y', 'z'].map((kind) => ({ kind, weight: 1 })),
      ),
    ).toEqual(['x', 'x', 'x', 'x', 'y', 'y', 'y', 'z', 'z', 'z']);
    // 7 users at 5:2: 5 and 2 exactly.
    expect(
      assignRoles(7, [
        { kind: 'big', weight: 5 },
        { kind: 'small', weight: 2 },
      ]),
    ).toEqual(['big', 'big', 'big', 'big', 'big', 'small', 'small']);
    // 5 users at 10:1:1: 4.17, 0.42, 0.42: the last user goes to the first of the tied smaller roles.
    expect(
      assignRoles(5, [
        { kind: 'a', weight: 10 },
        { kind: 'b', weight: 1 },
        { kind: 'c', weight: 1 },
      ]),
    ).toEqual(['a', 'a', 'a', 'a', 'b']);
  });

  it('refuses roles without weight and a count of users that is not whole', () => {
    expect(() => assignRoles(3, [])).toThrow('positive weight');
    expect(() => assignRoles(2.5, [{ kind: 'a', weight: 1 }])).toThrow('whole number');
  });
});

describe('correctedSamples', () => {
  it('keeps an answer faster than the pace as it is', () => {
    expect(correctedSamples(40, 250)).toEqual([40]);
    expect(correctedSamples(40, null)).toEqual([40]);
  });

  it('counts the requests a late answer held back, each with the wait it would have had', () => {
    // 1 s late at one request per 250 ms: three requests were due meanwhile, 750, 500 and 250 ms before it ended.
    expect(correctedSamples(1000, 250)).toEqual([1000, 750, 500, 250]);
    expect(correctedSamples(600, 250)).toEqual([600, 350]);
  });
});
