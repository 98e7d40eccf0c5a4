// The grouping rule of the project activity (spec 000 section 2: "uploads by the same user within the
// same hour are grouped"): an upload joins the uploader's latest upload item in that project while it
// comes less than an hour after that item's first upload; otherwise it starts an item of its own. The
// hour counts from the group's first upload, so a group never spans more than an hour
// (docs/decisions/projectActivity.md).
import { ActivityLimits } from '@wb/contracts';

export interface UploadGroup {
  readonly userID: number;
  /** ISO time of the group's first upload. */
  readonly startedOn: string;
}

export interface Upload {
  readonly userID: number;
  /** ISO time of the upload. */
  readonly time: string;
}

/** Whether the upload joins the group (the uploader's latest in the project), or starts a new one. */
export const joinsUploadGroup = (group: UploadGroup | null, upload: Upload): boolean => {
  if (group === null || group.userID !== upload.userID) return false;
  const since = Date.parse(upload.time) - Date.parse(group.startedOn);
  return Number.isFinite(since) && since >= 0 && since < ActivityLimits.uploadGroupWindowMs;
};
