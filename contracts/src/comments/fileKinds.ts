// The kind of a project file as review shows and prints it (spec 002: "scenes, SVG files, videos and
// images"), from the file's type (its extension). One mapping for the write side (only a video's
// comments have a time) and the read side (printing one kind).
const KINDS: Readonly<Record<string, 'svg' | 'video' | 'image'>> = {
  svg: 'svg',
  mp4: 'video',
  mov: 'video',
  m4v: 'video',
  webm: 'video',
  mkv: 'video',
  avi: 'video',
  mpg: 'video',
  mpeg: 'video',
  ogv: 'video',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  bmp: 'image',
  tif: 'image',
  tiff: 'image',
  avif: 'image',
};

export type ReviewFileKind = 'svg' | 'video' | 'image' | 'other';

export const reviewFileKind = (fileType: string): ReviewFileKind => KINDS[fileType.toLowerCase()] ?? 'other';
