// Limits and fixed values of exports (spec 002 sections 8-9, spec 001 section 4, and ours where the spec
// is silent: docs/decisions/exports.md).
import { SceneLimits } from '../scenes/constants';

export const ExportLimits = {
  /** Ids per call, as many as the scenes calls take. */
  maxIdsPerCall: SceneLimits.maxScenesPerCall,
  /** The newest records of each kind /export/getRecentExports answers. */
  recentExports: 100,
  /** An export still in progress this long after it was created is treated as failed (spec 002 section 9). */
  staleAfterMs: 4 * 60 * 60 * 1000,
  /** Frames per second of every exported MP4. */
  fps: 30,
} as const;

/** Export statuses of the read side (spec 001 section 4, spec 002 section 8). */
export const ExportStatus = { error: 0, inProgress: 1, completed: 2 } as const;

export const ExportKinds = ['scene', 'file'] as const;
export type ExportKind = (typeof ExportKinds)[number];
