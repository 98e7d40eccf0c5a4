import { useEffect, useRef, useState } from 'react';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { browserClipEnvironment, driveClip, type ClipPlayback } from './clipPlayback';
import { CLIP_HEIGHT, CLIP_WIDTH, landingClips, type LandingClipName } from './landingClips';

/**
 * A feature section's short clip of the product. It shows its poster until it scrolls into view and
 * then plays muted in a loop; it never starts by itself for a visitor who asked for less motion, and
 * its button pauses or plays it. Nothing is fetched before it is near (preload none).
 */
export function FeatureClip({ clip }: { clip: LandingClipName }) {
  const { file, subject, label } = landingClips[clip];
  const video = useRef<HTMLVideoElement>(null);
  const playback = useRef<ClipPlayback | null>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    const driven = driveClip(element, browserClipEnvironment(element));
    playback.current = driven;
    return () => {
      driven.stop();
      playback.current = null;
    };
  }, []);

  return (
    <figure style={{ margin: 0, position: 'relative' }}>
      {/* No autoplay attribute: it would start before the in-view and motion checks can say no. */}
      <video
        ref={video}
        muted
        loop
        playsInline
        preload="none"
        poster={`landing/${file}.webp`}
        // Width and height give the box its shape before anything loads: no layout shift.
        width={CLIP_WIDTH}
        height={CLIP_HEIGHT}
        aria-label={label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        style={{
          display: 'block',
          width: '100%',
          height: 'auto',
          borderRadius: 8,
          border: '1px solid var(--mantine-color-gray-3)',
          background: 'var(--mantine-color-gray-0)',
        }}
      >
        <source src={`landing/${file}.webm`} type="video/webm" />
      </video>
      <button
        type="button"
        onClick={() => playback.current?.toggle()}
        aria-label={`${playing ? 'Pause' : 'Play'} the ${subject} clip`}
        style={{
          position: 'absolute',
          right: 8,
          bottom: 8,
          width: 32,
          height: 32,
          display: 'grid',
          placeItems: 'center',
          border: 'none',
          borderRadius: '50%',
          cursor: 'pointer',
          color: 'var(--mantine-color-white)',
          background: 'rgba(33, 37, 41, 0.75)',
        }}
      >
        {playing ? <IconPlayerPauseFilled size={16} aria-hidden /> : <IconPlayerPlayFilled size={16} aria-hidden />}
      </button>
    </figure>
  );
}
