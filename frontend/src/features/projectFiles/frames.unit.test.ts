import { clampFrame, formatFrame, frameAt, lastFrameOf, markerPercent, seekTimeOf, videoKeyAction } from './frames';

describe('frame arithmetic at 30 fps', () => {
  it('seeks to the middle of a frame, so the frame shown is exactly that frame', () => {
    expect(seekTimeOf(210)).toBeCloseTo(7.0166667, 6);
    for (const frame of [0, 1, 29, 30, 209, 210, 211, 299, 1799, 1800, 107_999]) expect(frameAt(seekTimeOf(frame))).toBe(frame);
  });

  it('reads the frame of a time on a frame boundary as that frame, never the one before', () => {
    expect(frameAt(7)).toBe(210);
    expect(frameAt(7 - 1e-9)).toBe(210);
    expect(frameAt(0)).toBe(0);
    expect(frameAt(Number.NaN)).toBe(0);
  });

  it('knows the last frame of a video', () => {
    expect(lastFrameOf(10)).toBe(299);
    expect(lastFrameOf(10.01)).toBe(300);
    expect(lastFrameOf(Number.NaN)).toBe(0);
  });

  it('keeps a stepped frame inside the video', () => {
    expect(clampFrame(-3, 299)).toBe(0);
    expect(clampFrame(400, 299)).toBe(299);
    expect(clampFrame(400, 0)).toBe(400);
  });

  it('shows a frame as mm:ss:ff', () => {
    expect(formatFrame(0)).toBe('00:00:00');
    expect(formatFrame(210)).toBe('00:07:00');
    expect(formatFrame(211)).toBe('00:07:01');
    expect(formatFrame(1800 + 29)).toBe('01:00:29');
  });

  it('places a marker along the duration', () => {
    expect(markerPercent(0, 10)).toBe(0);
    expect(markerPercent(299, 10)).toBe(100);
    expect(markerPercent(1000, 10)).toBe(100);
    expect(markerPercent(5, Number.NaN)).toBe(0);
  });
});

describe('the video hotkeys', () => {
  it('plays with space and k', () => {
    expect(videoKeyAction(' ', false)).toEqual({ kind: 'togglePlay' });
    expect(videoKeyAction('k', false)).toEqual({ kind: 'togglePlay' });
  });

  it('jumps 5 s, or 10 s with shift', () => {
    expect(videoKeyAction('ArrowRight', false)).toEqual({ kind: 'jump', frames: 150 });
    expect(videoKeyAction('j', false)).toEqual({ kind: 'jump', frames: -150 });
    expect(videoKeyAction('L', true)).toEqual({ kind: 'jump', frames: 300 });
    expect(videoKeyAction('ArrowLeft', true)).toEqual({ kind: 'jump', frames: -300 });
  });

  it('steps one frame with , and .', () => {
    expect(videoKeyAction(',', false)).toEqual({ kind: 'step', frames: -1 });
    expect(videoKeyAction('.', false)).toEqual({ kind: 'step', frames: 1 });
    expect(videoKeyAction('x', false)).toBeNull();
  });
});
