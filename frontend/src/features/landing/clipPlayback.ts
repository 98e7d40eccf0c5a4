// When a landing clip plays: only while it is on screen, never by itself for a visitor who asked the
// system for less motion, and never after the visitor paused it. Kept apart from the DOM so the rules
// are tested without a browser; browserClipEnvironment wires them to the real page.

/** The parts of an HTMLVideoElement the rules use. */
export interface ClipVideo {
  play(): Promise<void> | void;
  pause(): void;
  /** Rewinds to the poster (a paused video would keep showing the frame it stopped on). */
  load(): void;
}

export interface ClipEnvironment {
  prefersReducedMotion(): boolean;
  /** Calls back when the visitor's motion setting changes; returns the unsubscribe. */
  onReducedMotionChange(listener: () => void): () => void;
  /** Calls back with whether the clip is on screen, first when it is measured; returns the unsubscribe. */
  watchVisibility(listener: (inView: boolean) => void): () => void;
}

export interface ClipPlayback {
  /** The visitor's own play/pause, which wins over the motion setting. */
  toggle(): void;
  stop(): void;
}

type VisitorChoice = 'none' | 'play' | 'pause';

export const driveClip = (video: ClipVideo, environment: ClipEnvironment): ClipPlayback => {
  let inView = false;
  let choice: VisitorChoice = 'none';
  let playing = false;

  const wanted = () => {
    if (choice === 'pause') return false;
    if (choice === 'play') return inView;
    return inView && !environment.prefersReducedMotion();
  };

  const apply = () => {
    const play = wanted();
    if (play === playing) return;
    playing = play;
    if (play) {
      // A muted clip may play without a gesture; a refusal (data saver, an old browser) leaves the poster.
      void Promise.resolve()
        .then(() => video.play())
        .catch(() => undefined);
    } else {
      video.pause();
    }
  };

  const stopWatching = environment.watchVisibility((visible) => {
    inView = visible;
    apply();
  });
  const stopListening = environment.onReducedMotionChange(() => {
    if (environment.prefersReducedMotion() && choice === 'none' && playing) {
      playing = false;
      video.pause();
      video.load();
      return;
    }
    apply();
  });

  return {
    toggle: () => {
      choice = playing ? 'pause' : 'play';
      apply();
    },
    stop: () => {
      stopWatching();
      stopListening();
      video.pause();
    },
  };
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The rules' environment in a browser: matchMedia and an IntersectionObserver on the video. */
export const browserClipEnvironment = (element: Element): ClipEnvironment => {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : undefined;
  return {
    prefersReducedMotion: () => query?.matches ?? false,
    onReducedMotionChange: (listener) => {
      query?.addEventListener('change', listener);
      return () => query?.removeEventListener('change', listener);
    },
    watchVisibility: (listener) => {
      // Without an observer (a very old browser) the clip keeps its poster: still, never wrong.
      if (typeof IntersectionObserver !== 'function') return () => undefined;
      const observer = new IntersectionObserver((entries) => entries.forEach((entry) => listener(entry.isIntersecting)), { threshold: 0.25 });
      observer.observe(element);
      return () => observer.disconnect();
    },
  };
};
