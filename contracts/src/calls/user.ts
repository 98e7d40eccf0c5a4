import { z } from 'zod';
import { defineCall, grant, publicAccess, signedIn } from '../registry';
import { TeamMember, User } from '../models';
import { RoleNames } from '../constants';
import { empty, ok, shortText, userID } from './fields';

const role = z.enum(RoleNames as unknown as [string, ...string[]]);

export const UserCalls = {
  getUser: defineCall({ path: '/user/getUser', method: 'POST', kind: 'query', reads: ['users'], access: signedIn,
    summary: 'One user; without userID, the signed-in user. The full record for oneself and for admin.users holders; for anyone else the team fields (as getTeam)',
    input: z.object({ userID: userID.optional() }), output: z.object({ user: z.union([User, TeamMember]) }) }),
  getTeam: defineCall({ path: '/user/getTeam', method: 'POST', kind: 'query', reads: ['users'], access: grant('content.projects-view'), summary: 'Active users of the workspace',
    input: empty.optional(), output: z.object({ team: z.array(TeamMember) }) }),
  updateAvatar: defineCall({ path: '/user/updateAvatar', method: 'POST', kind: 'command', access: signedIn, summary: 'Set own avatar (an image URL)',
    input: z.object({ src: z.string().url().max(2000) }), output: ok }),
  updateData: defineCall({ path: '/user/updateData', method: 'POST', kind: 'command', access: signedIn, summary: 'Set own degrees',
    input: z.object({ data: z.object({ degrees: z.array(shortText.min(1)).max(50) }) }), output: ok }),
  addRole: defineCall({ path: '/user/addRole', method: 'POST', kind: 'command', access: signedIn, summary: 'Add a production role to oneself',
    input: z.object({ role }), output: ok }),
  removeRole: defineCall({ path: '/user/removeRole', method: 'POST', kind: 'command', access: signedIn, summary: 'Remove a production role from oneself',
    input: z.object({ role }), output: ok }),
  removeDegree: defineCall({ path: '/user/removeDegree', method: 'POST', kind: 'command', access: signedIn, summary: 'Remove one of own degrees',
    input: z.object({ degree: shortText.min(1) }), output: ok }),
  checkLoggedIn: defineCall({ path: '/user/checkLoggedIn', method: 'POST', kind: 'query', reads: [], access: publicAccess, summary: 'Whether the caller has a session',
    input: empty.optional(), output: z.object({ loggedIn: z.boolean() }) }),
  getLockContentStatus: defineCall({ path: '/getLockContentStatus', method: 'GET', kind: 'query', reads: [], access: publicAccess, summary: 'Global content-lock flag',
    input: empty.optional(), output: z.object({ data: z.object({ locked: z.boolean() }) }) }),
} as const;
