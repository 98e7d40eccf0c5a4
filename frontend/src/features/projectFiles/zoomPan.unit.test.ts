import { FITTED, MAX_SCALE, MIN_SCALE, panBy, wheelFactor, zoomAbout } from './zoomPan';

describe('zoom and pan', () => {
  it('keeps the point under the pointer still while zooming', () => {
    const view = zoomAbout(FITTED, 2, 100, 50);
    expect(view.scale).toBe(2);
    // The media point under (100, 50) was (100, 50) at scale 1; at scale 2 it is drawn at x + 2 * 100.
    expect(view.x + 2 * 100).toBe(100);
    expect(view.y + 2 * 50).toBe(50);
  });

  it('bounds the scale', () => {
    expect(zoomAbout(FITTED, 100, 0, 0).scale).toBe(MAX_SCALE);
    expect(zoomAbout(FITTED, 0.001, 0, 0).scale).toBe(MIN_SCALE);
  });

  it('pans by the drag', () => {
    expect(panBy({ scale: 2, x: 1, y: 2 }, 10, -5)).toEqual({ scale: 2, x: 11, y: -3 });
  });

  it('zooms in on a wheel up and out on a wheel down', () => {
    expect(wheelFactor(-100)).toBeCloseTo(1.2);
    expect(wheelFactor(100)).toBeCloseTo(1 / 1.2);
  });
});
