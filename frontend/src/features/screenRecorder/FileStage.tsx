// What /exporter?v=1 shows of a project file: a video played in step with the recorder's clock (its
// speed, play and pause, and a seek when they drift apart), or an SVG or image shown still, as the
// file review shows SVGs (projectFiles/FileViewer).
import { useEffect, useRef } from 'react';
import { Box, Text } from '@mantine/core';
import { Messages, type ReviewFile } from '@wb/contracts';
import type { PlaybackState } from '../scenePlayer/playback/playbackSlice';
import { videoSourceOf } from '../projectFiles/reviewState';

/** The most the video may be off the clock before it is sought, ms of media time at 1x. */
const DRIFT = 300;

const fill = { width: '100%', height: '100%', objectFit: 'contain' } as const;

function VideoStage({ src, state, onDuration }: { src: string; state: PlaybackState; onDuration(ms: number): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const { playing, rate, time } = state;
  useEffect(() => {
    if (video.current) video.current.playbackRate = rate;
  }, [rate]);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (!playing) {
      element.pause();
      return;
    }
    // Sound needs a click on this page first; without one the recording goes on muted.
    element.play().catch(() => {
      element.muted = true;
      void element.play().catch(() => undefined);
    });
  }, [playing]);
  useEffect(() => {
    const element = video.current;
    if (element && Math.abs(element.currentTime * 1000 - time) > DRIFT * rate) element.currentTime = time / 1000;
  }, [time, rate]);
  return (
    <video
      ref={video}
      src={src}
      preload="auto"
      playsInline
      onLoadedMetadata={(event) => {
        const seconds = event.currentTarget.duration;
        if (Number.isFinite(seconds)) onDuration(seconds * 1000);
      }}
      style={fill}
      data-recorder-video
    />
  );
}

export function FileStage({ file, state, onDuration }: { file: ReviewFile; state: PlaybackState; onDuration(ms: number): void }) {
  if (file.type !== 'video')
    return (
      <Box h="100%" p="md" bg="white">
        <img src={file.url} alt={file.name} style={fill} />
      </Box>
    );
  const source = videoSourceOf(file, { version: file.version, url: file.url, madeOn: null });
  if (source.kind === 'play') return <VideoStage key={source.url} src={source.url} state={state} onDuration={onDuration} />;
  return (
    <Box h="100%" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Text c="gray.0">{source.kind === 'preparing' ? 'Preparing a playable copy...' : Messages.mediaFailed}</Text>
    </Box>
  );
}
