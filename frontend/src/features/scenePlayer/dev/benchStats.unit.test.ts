import { framesPerSecond, percentile } from './benchStats';

describe('bench figures', () => {
  it('takes the nearest-rank percentile', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.95)).toBe(95);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.95)).toBe(0);
  });

  it('counts frames a second from the deltas', () => {
    expect(framesPerSecond([20, 20, 20, 20, 20])).toBe(50);
    expect(framesPerSecond([])).toBe(0);
  });
});
