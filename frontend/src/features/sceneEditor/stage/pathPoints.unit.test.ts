import { movePoint, pointsOfPath, removePoint } from './pathPoints';

describe('the nodes of a path', () => {
  it('reads the nodes of an M/L polyline', () => {
    expect(pointsOfPath('M0 0 L10 5 L20,0')).toEqual([
      { x: 0, y: 0 },
      { x: 10, y: 5 },
      { x: 20, y: 0 },
    ]);
  });

  it('shows no nodes for curves it cannot edit', () => {
    expect(pointsOfPath('M0 0 C10 10 20 10 30 0')).toBeNull();
    expect(pointsOfPath('')).toBeNull();
  });

  it('moves one node and removes another, keeping at least two', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 10, y: 5 },
      { x: 20, y: 0 },
    ];
    expect(movePoint(points, 1, { x: 10, y: 50 })).toBe('M0 0 L10 50 L20 0');
    expect(removePoint(points, 1)).toBe('M0 0 L20 0');
    expect(removePoint(points.slice(0, 2), 0)).toBeNull();
  });
});
