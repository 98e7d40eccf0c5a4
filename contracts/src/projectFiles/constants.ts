// What review takes as a project's file (spec 002 section 5, "Upload types in review") and how a file
// of each type is shown: the Layers panel groups SVGs, videos and images.

/** The extensions a review upload may have, lower-case. */
export const REVIEW_FILE_TYPES = ['svg', 'mov', 'avi', 'mp4', 'png', 'jpeg', 'jpg', 'gif'] as const;
export type ReviewFileType = (typeof REVIEW_FILE_TYPES)[number];

export const ProjectFileKinds = ['svg', 'video', 'image'] as const;
export type ProjectFileKind = (typeof ProjectFileKinds)[number];

const VIDEO_TYPES: ReadonlySet<string> = new Set(['mov', 'avi', 'mp4']);

export const isReviewFileType = (type: string): type is ReviewFileType => (REVIEW_FILE_TYPES as readonly string[]).includes(type.toLowerCase());

/** How a file of this extension is shown; null for a type review does not show. */
export const projectFileKindOf = (type: string): ProjectFileKind | null => {
  const lower = type.toLowerCase();
  if (!isReviewFileType(lower)) return null;
  if (lower === 'svg') return 'svg';
  return VIDEO_TYPES.has(lower) ? 'video' : 'image';
};

/** Bounds of the calls and of the media work (docs/decisions/projectFiles.md). */
export const ProjectFileLimits = {
  /** Files one /files/getByIDs or /files/addFiles names at most. */
  maxFilesPerCall: 200,
  /** The most stats fields one /project/addSvgMeta records. */
  maxSvgStats: 50,
} as const;

/** A review video's media: probing, or proxy making, still to do; done; or impossible. */
export const MediaStates = ['processing', 'ready', 'failed'] as const;
export type MediaState = (typeof MediaStates)[number];
