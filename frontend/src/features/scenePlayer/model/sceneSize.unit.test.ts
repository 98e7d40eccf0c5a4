import { SceneDocument } from '@wb/contracts';
import { fitScale, sceneSizeOf } from './sceneSize';

describe('scene size', () => {
  it('is the document dimensions, or 1920x1080', () => {
    expect(sceneSizeOf(null)).toEqual({ width: 1920, height: 1080 });
    const square = SceneDocument.parse({ sceneID: 's', duration: 1000, elements: [], dimensions: { width: 1000, height: 1000 } });
    expect(sceneSizeOf(square)).toEqual({ width: 1000, height: 1000 });
  });

  it('fits a box keeping the aspect', () => {
    expect(fitScale({ width: 1920, height: 1080 }, { width: 960, height: 1000 })).toBe(0.5);
    expect(fitScale({ width: 1920, height: 1080 }, { width: 3000, height: 540 })).toBe(0.5);
    expect(fitScale({ width: 1920, height: 1080 }, { width: 0, height: 0 })).toBe(0);
  });
});
