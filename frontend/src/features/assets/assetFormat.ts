// Small pure rules of the details panel (spec 001 sections 2, 5 and 9); sizes are shared/formatSize.

export type PreviewKind = 'image' | 'svg' | 'pdf' | 'audio' | 'video' | 'text' | 'none';

const KINDS: Record<string, PreviewKind> = {
  png: 'image',
  jpeg: 'image',
  jpg: 'image',
  svg: 'svg',
  pdf: 'pdf',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  mp4: 'video',
  mov: 'video',
  webm: 'video',
  txt: 'text',
  md: 'text',
};

/** png, jpeg, jpg as images, svg, pdf, audio, video and text their own previews, other types none. */
export const previewKindOf = (type: string): PreviewKind => KINDS[type.toLowerCase()] ?? 'none';

/** Images the grid draws as thumbnails. */
export const isPicture = (type: string): boolean => ['image', 'svg'].includes(previewKindOf(type));

/** The export control is offered for these only. */
export const isExportable = (type: string): boolean => ['png', 'jpeg', 'jpg'].includes(type.toLowerCase());

export const EXPORT_SCALES = ['0.5x', '0.75x', '1x', '1.5x', '2x', '3x', '4x'] as const;
export const EXPORT_TYPES = ['png', 'jpg', 'tiff', 'webp'] as const;
export const EXPORT_TYPE_LABELS: Record<(typeof EXPORT_TYPES)[number], string> = { png: 'png', jpg: 'jpg/jpeg', tiff: 'tiff/tif', webp: 'webp' };

/** Typed scale input normalised to a number followed by x ('2' '2 X' '2.0x' -> '2x'); null if not a positive number. */
export const normaliseScale = (typed: string): string | null => {
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*x?\s*$/i.exec(typed);
  if (!match?.[1]) return null;
  const n = Number(match[1]);
  return n > 0 && n <= 10 ? `${n}x` : null;
};

/** A download name for an export: the name without its extension, the suffix, the new extension. */
export const exportFileName = (name: string, suffix: string, type: string): string => {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base}${suffix}.${type}`;
};
