// Opens a review link from a visitor's slug: the live link, or the one 404 every other case answers
// (unknown, revoked, expired, wrong passcode: docs/decisions/publicReview.md). A link with a passcode
// asked without one says so (401), so the page can ask for it. The pictures of a link with a passcode
// are read with a grant instead (an <img> cannot send a passcode): a keyed hash only the server can make.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Messages, ReviewLinkLimits } from '@wb/contracts';
import { ApiError, verifyPassword, type Pool } from '@wb/platform';
import { passcodeAttempts } from './passcodeAttempts';

export interface OpenLink {
  readonly kind: 'scene' | 'project';
  readonly sceneID: string | null;
  readonly projectID: string;
  /** The link's review url (the slug's last part). */
  readonly reviewUrl: string;
  /** Its passcode's stored hash, or null: the key of its pictures' grants. */
  readonly passcodeHash: string | null;
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

/** The live link of a slug (one indexed read), or the one 404. */
const liveLink = async (pool: Pool, slug: string, now: () => number): Promise<{ reviewUrl: string; link: LinkRow }> => {
  const reviewUrl = reviewUrlOf(slug);
  if (reviewUrl === null) throw linkNotFound();
  const { rows } = await pool.query<LinkRow>('SELECT kind, scene_id, project_id, expires_on, passcode_hash FROM review_links WHERE review_url = $1', [reviewUrl]);
  const link = rows[0];
  if (link === undefined || (link.expires_on !== null && link.expires_on.getTime() <= now())) throw linkNotFound();
  return { reviewUrl, link };
};

const opened = (reviewUrl: string, link: LinkRow): OpenLink => ({ kind: link.kind, sceneID: link.scene_id, projectID: link.project_id, reviewUrl, passcodeHash: link.passcode_hash });

/**
 * What a scene's pictures are read with on a link with a passcode: HMAC-SHA256 keyed by the passcode's
 * stored hash (salted, never answered) over the review url and the scene, 128 bits in hex. Only the
 * server makes it; it dies with the link (a new passcode makes a new link). Null without a passcode.
 */
export const imageGrantOf = (link: OpenLink, sceneID: string): string | null =>
  link.passcodeHash === null ? null : createHmac('sha256', link.passcodeHash).update(`${link.reviewUrl}\n${sceneID}`).digest('hex').slice(0, 32);

const sameText = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Opens a link for one of its scene's pictures: the grant stands for the passcode (no hashing, so no
 * limit is needed: it is 128 bits). A link with a passcode and a missing or wrong grant is the one 404.
 */
export const grantOpener =
  (pool: Pool, now: () => number = Date.now) =>
  async (slug: string, sceneID: string, grant: string | null): Promise<OpenLink> => {
    const { reviewUrl, link } = await liveLink(pool, slug, now);
    const open = opened(reviewUrl, link);
    const expected = imageGrantOf(open, sceneID);
    if (expected !== null && (grant === null || !sameText(grant, expected))) throw linkNotFound();
    return open;
  };

export const linkOpener = (pool: Pool, now: () => number = Date.now) => {
  const attempts = passcodeAttempts(ReviewLinkLimits.passcodeAttemptsPerMinute, now);
  return async (slug: string, passcode: string | undefined): Promise<OpenLink> => {
    const { reviewUrl, link } = await liveLink(pool, slug, now);
    if (link.passcode_hash !== null) {
      if (passcode === undefined || passcode === '') throw new ApiError('passcodeRequired', Messages.passcodeRequired, { passcode: Messages.passcodeRequired });
      // Guessing is bounded per link: past the limit every passcode answers the 404 without being checked.
      if (!attempts.allowed(reviewUrl)) throw linkNotFound();
      if (!(await verifyPassword(link.passcode_hash, passcode))) {
        attempts.failed(reviewUrl);
        throw linkNotFound();
      }
    }
    return opened(reviewUrl, link);
  };
};
