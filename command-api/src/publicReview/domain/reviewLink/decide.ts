// The rules of review links (spec 002 section 7; expiry and passcode are ours: docs/decisions/publicReview.md):
// asking again reuses the live link; regenerating, or giving an expiry or a passcode, makes a new one
// that revokes the old. The random url, the passcode's hash and the time come in the command.
import { Messages, ReviewLinkLimits } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError } from '../../../shared/domain/domainError';
import type { ReviewLinkEvent, ReviewLinkState } from './state';

export interface GenerateReviewLink {
  readonly type: 'GenerateReviewLink';
  readonly kind: 'scene' | 'project';
  readonly sceneID: string | null;
  readonly projectID: string;
  /** Whether the scene (or project) exists and is not deleted, from its stream. */
  readonly targetFound: boolean;
  /** A fresh random url, used when a new link is made. */
  readonly reviewUrl: string;
  readonly regenerate: boolean;
  /** ISO, normalized to UTC by the route; undefined: not given (a new link keeps the old one's); null: none. */
  readonly expiresOn: string | null | undefined;
  /** undefined: not given (a new link keeps the old one's); null: none. */
  readonly passcodeHash: string | null | undefined;
  readonly userID: number;
  /** ISO time of the decision. */
  readonly now: string;
}

export type ReviewLinkCommand = GenerateReviewLink;

const DAY_MS = 86_400_000;

const isLive = (expiresOn: string | null, now: string): boolean => expiresOn === null || Date.parse(expiresOn) > Date.parse(now);

const generate = (command: GenerateReviewLink, state: ReviewLinkState): Decision<ReviewLinkEvent> => {
  if (!command.targetFound) return domainError('notFound', command.kind === 'scene' ? Messages.sceneNotFound : 'That project was not found.');
  const { expiresOn, passcodeHash, now } = command;
  if (expiresOn !== undefined && expiresOn !== null) {
    const at = Date.parse(expiresOn);
    if (at <= Date.parse(now)) return domainError('validation', Messages.expiryInPast, { fields: { expiresOn: Messages.expiryInPast } });
    if (at > Date.parse(now) + ReviewLinkLimits.maxExpiryDays * DAY_MS) return domainError('validation', Messages.expiryTooFar, { fields: { expiresOn: Messages.expiryTooFar } });
  }
  const live = state.link !== null && isLive(state.link.expiresOn, now) ? state.link : null;
  if (live !== null && !command.regenerate && expiresOn === undefined && passcodeHash === undefined) return [];
  const data = {
    kind: command.kind,
    sceneID: command.sceneID,
    projectID: command.projectID,
    reviewUrl: command.reviewUrl,
    expiresOn: expiresOn === undefined ? (live?.expiresOn ?? null) : expiresOn,
    passcodeHash: passcodeHash === undefined ? (live?.passcodeHash ?? null) : passcodeHash,
    userID: command.userID,
  };
  return [{ type: 'ReviewLinkGenerated', data }];
};

export const decide = (command: ReviewLinkCommand, state: ReviewLinkState): Decision<ReviewLinkEvent> => {
  switch (command.type) {
    case 'GenerateReviewLink':
      return generate(command, state);
    default: {
      const _exhaustive: never = command.type;
      return _exhaustive;
    }
  }
};
