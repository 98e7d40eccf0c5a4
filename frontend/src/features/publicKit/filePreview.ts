// How the public kit page previews a file, by its type (spec 001 section 2, Preview kinds).

export type PreviewKind = 'image' | 'audio' | 'video' | 'pdf' | 'none';

const kinds: Readonly<Record<string, PreviewKind>> = {
  png: 'image',
  jpeg: 'image',
  jpg: 'image',
  svg: 'image',
  gif: 'image',
  webp: 'image',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  mp4: 'video',
  webm: 'video',
  mov: 'video',
  pdf: 'pdf',
};

export const previewKindOf = (type: string): PreviewKind => kinds[type.toLowerCase()] ?? 'none';
