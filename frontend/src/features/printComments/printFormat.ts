// How the print page writes a comment's time and author (spec 002: a video comment's time is a frame at
// 30 fps; an anonymous author shows an anonymous name; a missing author shows 'Unknown').
import { CommentLimits, type FileComment } from '@wb/contracts';

/** mm:ss of a video's frame (hh:mm:ss past an hour), with the frame within its second: 01:05 (frame 12). */
export const frameTime = (frame: number): string => {
  const { framesPerSecond } = CommentLimits;
  const seconds = Math.floor(frame / framesPerSecond);
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const clock = `${hours > 0 ? `${two(hours)}:` : ''}${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
  const within = frame % framesPerSecond;
  return within === 0 ? clock : `${clock} (frame ${within})`;
};

export const authorName = (comment: FileComment): string => {
  const name = `${comment.author.givenName} ${comment.author.familyName}`.trim();
  return name === '' ? 'Unknown' : name;
};

export const PRINT_TYPES = [
  { value: 'all', label: 'All files' },
  { value: 'svg', label: 'SVG files' },
  { value: 'image', label: 'Images' },
  { value: 'video', label: 'Videos' },
] as const;

export type PrintType = (typeof PRINT_TYPES)[number]['value'];

export const printTypeOf = (value: string | null): PrintType => PRINT_TYPES.find((t) => t.value === value)?.value ?? 'all';
