// The user calls: one's own profile and the team (/user/...), and the admin's users and permissions
// sections (/admin/...).
import { z } from 'zod';
import { grant, grantAnd, publicAccess, signedIn, signedInAnd } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { RoleNames } from '../kernel/constants';
import { email, empty, label, name, ok, oneOf, password, userID } from '../kernel/fields';
import { textField } from '../kernel/text';
import { UploadPaths } from '../uploads/purposes';
import { UserMessages } from './messages';
import { TeamMember, User, UserGrants } from './models';

const role = oneOf(RoleNames as unknown as [string, ...string[]]);
/**
 * The address the avatar's upload answered (/api/v1/blobs/...), or the same written out with https and
 * a host. Only its stored file counts: decide takes the caller's own avatar upload and records its
 * address alone, so no host a call names is ever shown to the team.
 */
const avatarAddress = textField({ trim: true, min: 1, minMessage: 'Required', max: 2000 })
  .refine((v) => v.startsWith(`${UploadPaths.blobs}/`) || /^https:\/\/[^\s]+$/i.test(v), UserMessages.avatarNotUploaded)
  .meta({ examples: [`${UploadPaths.blobs}/avatar/2026/01/0b7c5f3e-1d2a-4c5b-9e8f-0a1b2c3d4e5f.png`] });

const user = {
  getUser: defineCall({
    path: '/user/getUser',
    method: 'POST',
    kind: 'query',
    reads: ['users'],
    access: signedInAnd("another user's email, grants and deactivated flag only for admin.users holders; others get the team fields"),
    summary: 'One user; without userID, the signed-in user. The full record for oneself and for admin.users holders; for anyone else the team fields (as getTeam)',
    input: z.object({ userID: userID.optional() }),
    output: z.object({ user: z.union([User, TeamMember]) }),
  }),
  getTeam: defineCall({
    path: '/user/getTeam',
    method: 'POST',
    kind: 'query',
    reads: ['users'],
    access: grant('content.projects-view'),
    summary: 'Active users of the workspace',
    input: empty.optional(),
    output: z.object({ team: z.array(TeamMember) }),
  }),
  updateAvatar: defineCall({
    path: '/user/updateAvatar',
    method: 'POST',
    kind: 'command',
    access: signedIn,
    summary: 'Set own avatar (an image the caller uploaded as an avatar)',
    input: z.object({ src: avatarAddress }),
    output: ok,
  }),
  updateData: defineCall({
    path: '/user/updateData',
    method: 'POST',
    kind: 'command',
    access: signedIn,
    summary: 'Set own degrees',
    input: z.object({ data: z.object({ degrees: z.array(label).max(50) }) }),
    output: ok,
  }),
  addRole: defineCall({ path: '/user/addRole', method: 'POST', kind: 'command', access: signedIn, summary: 'Add a production role to oneself', input: z.object({ role }), output: ok }),
  removeRole: defineCall({ path: '/user/removeRole', method: 'POST', kind: 'command', access: signedIn, summary: 'Remove a production role from oneself', input: z.object({ role }), output: ok }),
  removeDegree: defineCall({ path: '/user/removeDegree', method: 'POST', kind: 'command', access: signedIn, summary: 'Remove one of own degrees', input: z.object({ degree: label }), output: ok }),
  changePassword: defineCall({
    path: '/user/changePassword',
    method: 'POST',
    kind: 'command',
    access: signedIn,
    summary: 'Change own password (local accounts): the current one asked, the new one as strong as sign-in asks; every other session of the user ends, this one stays',
    input: z.object({ currentPassword: textField({ min: 1, minMessage: 'Required', max: 200, nfc: false }), newPassword: password }),
    output: ok,
  }),
  getPasswordStatus: defineCall({
    path: '/user/getPasswordStatus',
    method: 'POST',
    kind: 'query',
    reads: ['users'],
    access: signedIn,
    summary: 'Whether the signed-in user has a local password (accounts that sign in by single sign-on have none)',
    input: empty.optional(),
    output: z.object({ hasPassword: z.boolean() }),
  }),
  checkLoggedIn: defineCall({
    path: '/user/checkLoggedIn',
    method: 'POST',
    kind: 'query',
    reads: [],
    access: publicAccess,
    summary: 'Whether the caller has a session',
    input: empty.optional(),
    output: z.object({ loggedIn: z.boolean() }),
  }),
} as const;

const users = grant('admin.users');
/** admin.users may not change a user who holds more than the caller (issue 7): decide refuses it. */
const onLesserUser = grantAnd('admin.users', 'not a user who holds a grant the caller lacks');
const grantList = z
  .array(textField({ trim: true, min: 1, max: 64 }))
  .min(1, 'Choose at least one grant')
  .max(50);
/** The grants a new user starts with; may be empty. */
const startingGrants = z.array(textField({ trim: true, min: 1, max: 64 })).max(50);

const admin = {
  getAllUserGrants: defineCall({
    path: '/admin/getAllUserGrants',
    method: 'POST',
    kind: 'query',
    reads: ['users'],
    access: grant('admin.permissions'),
    summary: 'Every user with their grants',
    input: empty.optional(),
    output: z.object({ users: z.array(UserGrants) }),
  }),
  addGrants: defineCall({
    path: '/admin/addGrants',
    method: 'POST',
    kind: 'command',
    summary: 'Give a user grants',
    access: grantAnd('admin.permissions', 'only grants the caller holds; only a root holder gives root; not to a user who holds a grant the caller lacks'),
    input: z.object({ userID, grants: grantList }),
    output: ok,
  }),
  revokeGrants: defineCall({
    path: '/admin/revokeGrants',
    method: 'POST',
    kind: 'command',
    summary: 'Take grants from a user',
    access: grantAnd('admin.permissions', "only grants the caller holds; only a root holder takes root; never one's own root nor the last active root"),
    input: z.object({ userID, grants: grantList }),
    output: ok,
  }),
  getAllUsers: defineCall({
    path: '/admin/getAllUsers',
    method: 'POST',
    kind: 'query',
    reads: ['users'],
    access: users,
    summary: 'Every user',
    input: empty.optional(),
    output: z.object({ users: z.array(User) }),
  }),
  getNextUserID: defineCall({
    path: '/admin/getNextUserID',
    method: 'POST',
    kind: 'query',
    reads: ['users'],
    access: users,
    summary: 'The next free user ID (one above the highest in use), offered by the Add user dialog',
    input: empty.optional(),
    output: z.object({ userID: z.number().int() }),
  }),
  getUser: defineCall({ path: '/admin/getUser', method: 'POST', kind: 'query', reads: ['users'], access: users, summary: 'One user', input: z.object({ userID }), output: z.object({ user: User }) }),
  addUser: defineCall({
    path: '/admin/addUser',
    method: 'POST',
    kind: 'command',
    access: grantAnd('admin.users', 'starting grants only among those the caller holds'),
    summary: 'Add a user; with a password a local account, without one a one-time set-password link is answered. Optional starting grants (only grants the caller holds)',
    input: z.object({ userID, email, givenName: name, familyName: name, password: password.optional(), grants: startingGrants.optional() }),
    output: z.object({ user: z.object({ userID: z.number().int() }), setPasswordLink: z.string().optional() }),
  }),
  userToggleActive: defineCall({
    path: '/admin/userToggleActive',
    method: 'POST',
    kind: 'command',
    summary: 'Deactivate an active user or reactivate a deactivated one',
    access: grantAnd('admin.users', 'not oneself, not the last active root, not a user who holds a grant the caller lacks'),
    input: z.object({ userID }),
    output: z.object({ deactivated: z.boolean() }),
  }),
  updateUserEmail: defineCall({
    path: '/admin/updateUserEmail',
    method: 'POST',
    kind: 'command',
    access: onLesserUser,
    summary: "Change a user's email",
    input: z.object({ userID, email }),
    output: ok,
  }),
  updateUserDegrees: defineCall({
    path: '/admin/updateUserDegrees',
    method: 'POST',
    kind: 'command',
    access: onLesserUser,
    summary: "Set a user's degrees",
    input: z.object({ userID, degrees: z.array(label).max(50) }),
    output: ok,
  }),
  addUserRole: defineCall({
    path: '/admin/addUserRole',
    method: 'POST',
    kind: 'command',
    access: onLesserUser,
    summary: 'Give a user a production role',
    input: z.object({ userID, role }),
    output: ok,
  }),
  removeUserRole: defineCall({
    path: '/admin/removeUserRole',
    method: 'POST',
    kind: 'command',
    access: onLesserUser,
    summary: 'Take a production role from a user',
    input: z.object({ userID, role }),
    output: ok,
  }),
  addSlackUserId: defineCall({
    path: '/admin/addSlackUserId',
    method: 'POST',
    kind: 'command',
    access: onLesserUser,
    summary: "Set a user's Slack id",
    input: z.object({ userID, slackId: textField({ trim: true, min: 1, max: 64 }) }),
    output: ok,
  }),
  // Ours (spec 000 lists no call for it; the user dialog shows and edits the Trello ID): docs/decisions/profile.md.
  addTrelloUserId: defineCall({
    path: '/admin/addTrelloUserId',
    method: 'POST',
    kind: 'command',
    access: onLesserUser,
    summary: "Set a user's Trello id",
    input: z.object({ userID, trelloId: textField({ trim: true, min: 1, max: 64 }) }),
    output: ok,
  }),
} as const;

export const userCalls = { user, admin } as const;
