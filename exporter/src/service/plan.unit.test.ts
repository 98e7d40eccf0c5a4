import { CHUNK_FRAMES, chunkFramesFor, durationOfFrames, framesOf, planChunks } from './plan';

describe('cutting an export into parts', () => {
  const input = { fps: 30, documentKey: 'scene-1/3', width: 1920, height: 1080, attempt: 2 };

  it('counts a frame for every 1/30 s the scene lasts, the last one before its end', () => {
    expect(framesOf(30_000, 30)).toBe(900);
    expect(framesOf(100, 30)).toBe(3);
    expect(framesOf(10_010, 30)).toBe(301);
    expect(framesOf(0, 30)).toBe(0);
    expect(durationOfFrames(750, 30)).toBe(25_000);
  });

  it('cuts fixed parts of 300 frames, the last one shorter, each naming the whole plan', () => {
    const parts = planChunks({ ...input, framesTotal: 750 });
    expect(CHUNK_FRAMES).toBe(300);
    expect(parts.map((p) => [p.index, p.startFrame, p.endFrame])).toEqual([
      [0, 0, 300],
      [1, 300, 600],
      [2, 600, 750],
    ]);
    expect(parts.every((p) => p.chunkCount === 3 && p.attempt === 2 && p.documentKey === 'scene-1/3' && p.fps === 30)).toBe(true);
  });

  it('makes one part of a short scene and exact parts of a whole number of them', () => {
    expect(planChunks({ ...input, framesTotal: 3 }).map((p) => [p.startFrame, p.endFrame])).toEqual([[0, 3]]);
    expect(planChunks({ ...input, framesTotal: 600 }).map((p) => [p.startFrame, p.endFrame])).toEqual([
      [0, 300],
      [300, 600],
    ]);
  });

  it('cuts shorter parts of a bigger picture, in whole seconds, so each part takes about as long', () => {
    expect(chunkFramesFor(1920, 1080, 30)).toBe(300);
    expect(chunkFramesFor(640, 360, 30)).toBe(300);
    expect(chunkFramesFor(2560, 1440, 30)).toBe(150);
    expect(chunkFramesFor(3840, 2160, 30)).toBe(60);
    expect(chunkFramesFor(7680, 4320, 30)).toBe(30);
    expect(planChunks({ ...input, width: 3840, height: 2160, framesTotal: 150 }).map((p) => [p.startFrame, p.endFrame])).toEqual([
      [0, 60],
      [60, 120],
      [120, 150],
    ]);
  });
});
