// Whom a new comment mentions (spec 002 section 5: mentions are chosen from the team list, and '@here'
// is recognised): named users must be active; 'here' is every member of the scene's project. The
// author is never among them (nobody is notified of their own comment).
import type { Mentioned, MentionedUser } from '../../../shared/domain/commentThread/add';

export interface Mentions {
  readonly users: readonly MentionedUser[];
  /** Whether '@here' was mentioned. */
  readonly here: boolean;
  /** The project's members (read only when `here`). */
  readonly projectMembers: readonly number[];
}

export const noMentions: Mentions = { users: [], here: false, projectMembers: [] };

/** Whom the shared thread rules notify: the users named, then for '@here' the project's members. */
export const mentioned = (mentions: Mentions): Mentioned => ({ users: mentions.users, alsoNotified: mentions.here ? mentions.projectMembers : [] });
