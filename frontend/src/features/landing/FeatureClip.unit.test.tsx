import { renderToStaticMarkup } from 'react-dom/server';
import { driveClip, type ClipEnvironment } from './clipPlayback';
import { FeatureClip } from './FeatureClip';

/** A video that records what it was asked to do, and a page whose visibility and motion setting the test sets. */
const aStage = ({ reducedMotion = false } = {}) => {
  const calls: string[] = [];
  const video = {
    play: () => {
      calls.push('play');
      return Promise.resolve();
    },
    pause: () => calls.push('pause'),
    load: () => calls.push('load'),
  };
  let visibility: (inView: boolean) => void = () => undefined;
  let motionChanged: () => void = () => undefined;
  let reduced = reducedMotion;
  const environment: ClipEnvironment = {
    prefersReducedMotion: () => reduced,
    onReducedMotionChange: (listener) => {
      motionChanged = listener;
      return () => undefined;
    },
    watchVisibility: (listener) => {
      visibility = listener;
      return () => undefined;
    },
  };
  const playback = driveClip(video, environment);
  // play() is called a microtask later (so a refusal is caught): let it happen before looking.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    calls,
    playback,
    settle,
    scrollTo: async (inView: boolean) => {
      visibility(inView);
      await settle();
    },
    setReducedMotion: async (value: boolean) => {
      reduced = value;
      motionChanged();
      await settle();
    },
  };
};

describe('a landing feature clip', () => {
  it('plays once it is in view, and pauses when it leaves', async () => {
    const stage = aStage();
    await stage.settle();
    expect(stage.calls).toEqual([]);
    await stage.scrollTo(true);
    expect(stage.calls).toEqual(['play']);
    await stage.scrollTo(false);
    expect(stage.calls).toEqual(['play', 'pause']);
    await stage.scrollTo(true);
    expect(stage.calls).toEqual(['play', 'pause', 'play']);
  });

  it('never plays by itself for a visitor who prefers reduced motion, even in view', async () => {
    const stage = aStage({ reducedMotion: true });
    await stage.scrollTo(true);
    await stage.scrollTo(false);
    await stage.scrollTo(true);
    expect(stage.calls).toEqual([]);
  });

  it('plays for a reduced-motion visitor who presses play, and pauses on the second press', async () => {
    const stage = aStage({ reducedMotion: true });
    await stage.scrollTo(true);
    stage.playback.toggle();
    await stage.settle();
    expect(stage.calls).toEqual(['play']);
    stage.playback.toggle();
    expect(stage.calls).toEqual(['play', 'pause']);
  });

  it('stays paused in view once the visitor paused it', async () => {
    const stage = aStage();
    await stage.scrollTo(true);
    stage.playback.toggle();
    await stage.scrollTo(false);
    await stage.scrollTo(true);
    expect(stage.calls).toEqual(['play', 'pause']);
  });

  it('goes back to its poster when the visitor turns reduced motion on while it plays', async () => {
    const stage = aStage();
    await stage.scrollTo(true);
    await stage.setReducedMotion(true);
    expect(stage.calls).toEqual(['play', 'pause', 'load']);
    await stage.setReducedMotion(false);
    expect(stage.calls).toEqual(['play', 'pause', 'load', 'play']);
  });

  it('stops watching and pauses when it leaves the page', async () => {
    const stage = aStage();
    await stage.scrollTo(true);
    stage.playback.stop();
    expect(stage.calls).toEqual(['play', 'pause']);
  });

  it('renders a muted inline video with its poster, its size and a description, that fetches nothing and starts nothing by itself', () => {
    const html = renderToStaticMarkup(<FeatureClip clip="review" />);
    const video = html.match(/<video[^>]*>/)?.[0] ?? '';
    expect(video).toContain('preload="none"');
    expect(video).toContain('playsInline=""');
    expect(video).toContain('loop=""');
    expect(video).toContain('poster="landing/review.webp"');
    expect(video).toContain('width="640"');
    expect(video).toContain('height="400"');
    expect(video).toMatch(/aria-label="A drawing under review[^"]+"/);
    expect(video).not.toMatch(/autoplay/i);
    expect(html).toContain('<source src="landing/review.webm" type="video/webm"/>');
    expect(html).toContain('aria-label="Play the review clip"');
  });
});
