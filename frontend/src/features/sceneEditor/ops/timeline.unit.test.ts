import { Timeline } from '@wb/contracts';
import { clampScrub, clampZoom, fitZoom, formatTime, rulerStep, rulerTicks, scrubTime, stepFrame, timeToX, xToTime } from './timeline';

describe('timeline zoom', () => {
  it('stays between 0.01 and 0.20 px/ms', () => {
    expect(clampZoom(5, 1000, 100)).toBe(Timeline.maxZoom);
    expect(clampZoom(0.001, 600_000, 1000)).toBe(Timeline.minZoom);
  });
  it('never goes below the zoom that shows the whole scene', () => {
    expect(fitZoom(30_000, 1500)).toBe(0.05);
    expect(clampZoom(0.02, 30_000, 1500)).toBe(0.05);
    expect(clampZoom(0.07, 30_000, 1500)).toBe(0.07);
  });
});

describe('the ruler', () => {
  it('ticks every 5 s, 2 s or 1 s as the zoom grows', () => {
    expect(rulerStep(0.02)).toBe(5000);
    expect(rulerStep(Timeline.defaultZoom)).toBe(2000);
    expect(rulerStep(0.15)).toBe(1000);
  });
  it('labels ticks across the scene', () => {
    expect(rulerTicks(0.02, 10_000).map((t) => [t.label, t.x])).toEqual([
      ['0:00', 0],
      ['0:05', 100],
      ['0:10', 200],
    ]);
  });
});

describe('time and position', () => {
  it('converts between milliseconds and pixels', () => {
    expect(timeToX(1000, 0.07)).toBe(70);
    expect(xToTime(70, 0.07)).toBeCloseTo(1000);
  });
  it('clamps scrubbing to the scene', () => {
    expect(clampScrub(1.4)).toBe(1);
    expect(clampScrub(-0.1)).toBe(0);
    expect(scrubTime(-20, 0.1, 10_000)).toBe(0);
    expect(scrubTime(5000, 0.1, 10_000)).toBe(10_000);
    expect(scrubTime(500, 0.1, 10_000)).toBe(5000);
  });
  it('steps one frame of 1/30 s, inside the scene', () => {
    expect(stepFrame(1000, 1, 10_000)).toBe(1033);
    expect(stepFrame(10, -1, 10_000)).toBe(0);
  });
  it('formats the time display', () => {
    expect(formatTime(83_456)).toBe('1:23.45');
  });
});
