// Bounds of review links (spec 002 section 7, "Public review and access"; the numbers are ours:
// docs/decisions/publicReview.md).

export const ReviewLinkLimits = {
  /** Random bytes of a review url: 128 bits, written as 32 hex digits (url-safe, never a '-'). */
  tokenBytes: 16,
  minPasscodeLength: 4,
  maxPasscodeLength: 100,
  /** A slug is the scene's or project's name, '-' and the review url. */
  maxSlugLength: 400,
  /** Scenes a project's review page lists: bounds the one answer a visitor's call builds. */
  maxProjectScenes: 300,
  /** The furthest expiry a link may be given (a year): a longer-lived link is a link without expiry. */
  maxExpiryDays: 366,
  /** Wrong passcodes one link takes a minute before every answer for it is the same 404 for a while. */
  passcodeAttemptsPerMinute: 10,
} as const;

/**
 * Where a review page reads its scene's pictures without a session (docs/decisions/publicImagesProbe.md):
 * GET with `slug`, `sceneID`, `file` (the stored file's key) and, for a link with a passcode, `grant`
 * (the scene answer's imageGrant). Only pictures the linked scene's document shows are answered.
 */
export const ReviewImagePath = '/api/review/image';

/** A review page's address for one of its scene's stored pictures (its `/api/v1/blobs/<key>` address). */
export const reviewImageUrl = (slug: string, sceneID: string, key: string, grant: string | null): string =>
  `${ReviewImagePath}?${new URLSearchParams({ slug, sceneID, file: key, ...(grant === null ? {} : { grant }) }).toString()}`;
