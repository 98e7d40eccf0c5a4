import { strokeAttrs } from './paint';

const style = { stroke: 'black', strokeWidth: 8 };

describe('strokeAttrs', () => {
  it('draws a whole stroke without a dash', () => {
    expect(strokeAttrs(style, 100, 1, 0)).toMatchObject({ strokeEnabled: true, dashEnabled: false, dash: undefined, strokeWidth: 8 });
  });

  it('draws pathProgress of the outline as one dash followed by a longer gap', () => {
    expect(strokeAttrs(style, 100, 0.25, 0)).toMatchObject({ strokeEnabled: true, dashEnabled: true, dash: [25, 101], dashOffset: 0 });
  });

  it('shifts the dash by dashoffset', () => {
    expect(strokeAttrs(style, 100, 1, 40)).toMatchObject({ dashEnabled: true, dash: [100, 101], dashOffset: 40 });
  });

  it('draws nothing of the stroke at progress 0, not even a round cap', () => {
    expect(strokeAttrs(style, 100, 0, 0).strokeEnabled).toBe(false);
  });

  it('paints nothing for none and transparent, with round caps and joins by default', () => {
    expect(strokeAttrs({ stroke: 'none', fill: 'transparent' }, 100, 1, 0)).toMatchObject({
      stroke: undefined,
      fill: undefined,
      strokeEnabled: false,
      lineCap: 'round',
      lineJoin: 'round',
    });
  });
});
