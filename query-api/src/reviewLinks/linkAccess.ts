// Opens a review link from a visitor's slug: the live link, or the one 404 every other case answers
// (unknown, revoked, expired, wrong passcode: docs/decisions/publicReview.md). A link with a passcode
// asked without one says so (401), so the page can ask for it.
import { Messages, ReviewLinkLimits } from '@wb/contracts';
import { ApiError, verifyPassword, type Pool } from '@wb/platform';
import { passcodeAttempts } from './passcodeAttempts';

export interface OpenLink {
  readonly kind: 'scene' | 'project';
  readonly sceneID: string | null;
  readonly projectID: string;
}

interface LinkRow {
  kind: 'scene' | 'project';
  scene_id: string | null;
  project_id: string;
  expires_on: Date | null;
  passcode_hash: string | null;
}

/** The review url: the slug's part after its last '-' (32 hex digits). */
const TOKEN = /^[0-9a-f]{32}$/;
export const reviewUrlOf = (slug: string): string | null => {
  const token = slug.slice(slug.lastIndexOf('-') + 1).toLowerCase();
  return TOKEN.test(token) ? token : null;
};

export const linkNotFound = (): ApiError => new ApiError('notFound', Messages.reviewLinkNotFound);

export const linkOpener = (pool: Pool, now: () => number = Date.now) => {
  const attempts = passcodeAttempts(ReviewLinkLimits.passcodeAttemptsPerMinute, now);
  return async (slug: string, passcode: string | undefined): Promise<OpenLink> => {
    const reviewUrl = reviewUrlOf(slug);
    if (reviewUrl === null) throw linkNotFound();
    const { rows } = await pool.query<LinkRow>('SELECT kind, scene_id, project_id, expires_on, passcode_hash FROM review_links WHERE review_url = $1', [reviewUrl]);
    const link = rows[0];
    if (link === undefined || (link.expires_on !== null && link.expires_on.getTime() <= now())) throw linkNotFound();
    if (link.passcode_hash !== null) {
      if (passcode === undefined || passcode === '') throw new ApiError('passcodeRequired', Messages.passcodeRequired, { passcode: Messages.passcodeRequired });
      // Guessing is bounded per link: past the limit every passcode answers the 404 without being checked.
      if (!attempts.allowed(reviewUrl)) throw linkNotFound();
      if (!(await verifyPassword(link.passcode_hash, passcode))) {
        attempts.failed(reviewUrl);
        throw linkNotFound();
      }
    }
    return { kind: link.kind, sceneID: link.scene_id, projectID: link.project_id };
  };
};
