// Whom a new comment mentions (spec 002 section 5: mentions are chosen from the team list, and '@here'
// is recognised): named users must be active; 'here' is every member of the scene's project. The
// author is never among them (nobody is notified of their own comment).
import { Messages } from '@wb/contracts';
import { domainError, type DomainError } from '../../../shared/domain/domainError';

/** A user the comment names, as the route found them: `active` is false for an unknown or deactivated user. */
export interface MentionedUser {
  readonly userID: number;
  readonly active: boolean;
}

export interface Mentions {
  readonly users: readonly MentionedUser[];
  /** Whether '@here' was mentioned. */
  readonly here: boolean;
  /** The project's members (read only when `here`). */
  readonly projectMembers: readonly number[];
}

export const noMentions: Mentions = { users: [], here: false, projectMembers: [] };

/** The mentioned users' ids, each once, in the order named (then the project's members), or the refusal. */
export const mentionedUserIDs = (mentions: Mentions, authorID: number): number[] | DomainError => {
  if (mentions.users.some((u) => !u.active)) return domainError('validation', Messages.mentionUnknown, { fields: { mentionedUsers: Messages.mentionUnknown } });
  const ids = [...mentions.users.map((u) => u.userID), ...(mentions.here ? mentions.projectMembers : [])];
  return [...new Set(ids)].filter((id) => id !== authorID);
};
