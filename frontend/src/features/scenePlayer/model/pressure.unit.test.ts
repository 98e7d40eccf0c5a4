import { isFlatPressure, pressureAt, pressurePieces } from './pressure';

describe('the pressure curve', () => {
  it('is flat when every point is 1', () => {
    expect(isFlatPressure([1])).toBe(true);
    expect(isFlatPressure([1, 1, 1])).toBe(true);
    expect(isFlatPressure([1, 0.5])).toBe(false);
  });

  it('interpolates between its evenly spread points', () => {
    expect(pressureAt([0, 1], 0.25)).toBeCloseTo(0.25);
    expect(pressureAt([0.2, 1, 0.2], 0.5)).toBeCloseTo(1);
    expect(pressureAt([0.2, 1, 0.2], 0.75)).toBeCloseTo(0.6);
    expect(pressureAt([0.4], 0.9)).toBe(0.4);
    expect(pressureAt([0, 1], 2)).toBe(1);
  });

  it('cuts the drawn part of the stroke into pieces with the width at their middle', () => {
    const pieces = pressurePieces([0, 1], 100, 100);
    expect(pieces).toHaveLength(4);
    expect(pieces[0]).toEqual({ from: 0, to: 25, width: 0.125 });
    expect(pieces[3]).toEqual({ from: 75, to: 100, width: 0.875 });
  });

  it('stops where the stroke is drawn to, and draws nothing before it starts', () => {
    const pieces = pressurePieces([1, 0.5], 100, 30);
    expect(pieces.map((piece) => [piece.from, piece.to])).toEqual([
      [0, 25],
      [25, 30],
    ]);
    expect(pressurePieces([1, 0.5], 100, 0)).toEqual([]);
    expect(pressurePieces([1, 0.5], 0, 10)).toEqual([]);
  });

  it('leaves out pieces with no width', () => {
    expect(pressurePieces([0, 0], 100, 100)).toEqual([]);
  });
});
