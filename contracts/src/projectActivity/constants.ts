// The limits of the project activity (ours: docs/decisions/projectActivity.md).

export const ActivityLimits = {
  /** Items in one page of /project/getActivity at most, and when count is left out. */
  maxPage: 50,
  defaultPage: 20,
  /** Uploads of one user to one project join one item while within this long of the item's first upload (spec 000: "within the same hour"). */
  uploadGroupWindowMs: 60 * 60 * 1000,
  /** Files an upload item names at most (fileCount says how many it holds). */
  filesShown: 20,
  /** Characters of a comment's text an activity item keeps. */
  commentExcerpt: 200,
  /** The project's own asset files answered at most. */
  maxAssetFiles: 500,
} as const;
