import { fittedView } from '../state/editorSlice';
import { placementOf, toScene, zoomAt } from './geometry';

const box = { width: 1000, height: 600 };
const scene = { width: 1920, height: 1080 };

describe('where the scene sits on the stage', () => {
  it('fits the scene with a margin, centred', () => {
    const p = placementOf(box, scene, fittedView);
    expect(p.scale).toBeCloseTo((1000 / 1920) * 0.92);
    expect(p.x).toBeCloseTo((1000 - 1920 * p.scale) / 2);
    expect(toScene(p, { x: p.x, y: p.y })).toEqual({ x: 0, y: 0 });
  });

  it('zooms with alt+wheel around the pointer, the scene point under it staying put', () => {
    const pointer = { x: 700, y: 200 };
    const before = toScene(placementOf(box, scene, fittedView), pointer);
    const view = zoomAt(box, scene, fittedView, pointer, -100);
    expect(view.zoom).toBeCloseTo(1.1);
    const after = toScene(placementOf(box, scene, view), pointer);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });
});
