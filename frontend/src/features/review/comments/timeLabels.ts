// How the panel writes a comment's time: a scene's in ms as the player shows it ("1:05.3"), a video's
// frame at 30 fps as minutes, seconds and the frame ("0:07:00"), so two comments a frame apart differ.
import { CommentLimits } from '@wb/contracts';
import { formatPlayerTime } from '../../scenePlayer/playback/formatTime';
import type { ReviewSource } from './sources';

const fps = CommentLimits.framesPerSecond;

export const frameLabel = (frame: number): string => {
  const seconds = Math.floor(frame / fps);
  const ff = String(frame % fps).padStart(2, '0');
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}:${ff}`;
};

export const timeLabelOf = (source: ReviewSource) => (source.kind === 'scene' ? formatPlayerTime : frameLabel);
