import { z } from 'zod';
import { defineCall, grant } from '../registry';
import { Project, ProjectGroup, ReadModelStatus, User, UserGrants } from '../models';
import { TrelloBoards } from '../events/folder';
import { RoleNames } from '../constants';
import { email, empty, id, name, ok, shortText, userID, count, start, statusFilter } from './fields';

const folders = grant('admin.folders');
const projects = grant('admin.projects');
const permissions = grant('admin.permissions');
const users = grant('admin.users');
const grantList = z.array(z.string().trim().min(1).max(64)).min(1, 'Choose at least one grant').max(50);
const role = z.enum(RoleNames as unknown as [string, ...string[]]);

export const AdminCalls = {
  getAllProjectGroups: defineCall({ path: '/admin/getAllProjectGroups', method: 'POST', kind: 'query', reads: ['folders', 'projectList'], access: folders, summary: 'Every folder, any status',
    input: empty.optional(), output: z.object({ groups: z.array(ProjectGroup) }) }),
  createGroup: defineCall({ path: '/admin/folders/createGroup', method: 'POST', kind: 'command', access: folders,
    summary: 'Create a folder; answers projectGroup null when the name belongs to a deleted folder',
    input: z.object({ name }), output: z.object({ projectGroup: z.object({ projectGroupID: z.string(), name: z.string() }).nullable() }) }),
  reviveGroupByName: defineCall({ path: '/admin/folders/reviveGroupByName', method: 'POST', kind: 'command', access: folders, summary: 'Revive a folder by its name',
    input: z.object({ groupName: name }), output: z.object({ projectGroup: z.object({ projectGroupID: z.string(), name: z.string() }) }) }),
  reviveGroupByID: defineCall({ path: '/admin/folders/reviveGroupByID', method: 'POST', kind: 'command', access: folders, summary: 'Revive a folder by its id',
    input: z.object({ projectGroupID: id }), output: ok }),
  archiveGroup: defineCall({ path: '/admin/folders/archiveGroup', method: 'POST', kind: 'command', access: folders, summary: 'Archive a folder',
    input: z.object({ projectGroupID: id }), output: ok }),
  updateGroupTrelloData: defineCall({ path: '/admin/folders/updateGroupTrelloData', method: 'POST', kind: 'command', access: folders, summary: 'Set the card-board boards and lists of a folder',
    input: z.object({ projectGroupID: id, trelloData: z.object({ boards: TrelloBoards }) }), output: ok }),
  getAllProjects: defineCall({ path: '/admin/projects/getAll', method: 'POST', kind: 'query', reads: ['projectList'], access: projects, summary: 'Admin project table: filter, sort, statuses, pages of 20',
    input: z.object({ text: z.string().max(200).default(''), sortBy: z.enum(['name', 'created', 'modified']).default('created'), sortDir: z.enum(['asc', 'desc']).default('desc'), status: statusFilter, start, count }),
    output: z.object({ projects: z.array(Project), total: z.number().int() }) }),
  archiveProject: defineCall({ path: '/admin/projects/archive', method: 'POST', kind: 'command', access: projects, summary: 'Archive a project',
    input: z.object({ projectID: id }), output: ok }),
  reviveProject: defineCall({ path: '/admin/projects/revive', method: 'POST', kind: 'command', access: projects, summary: 'Revive an archived or deleted project',
    input: z.object({ projectID: id }), output: ok }),
  deleteProject: defineCall({ path: '/admin/projects/delete', method: 'POST', kind: 'command', access: projects, summary: 'Delete a project (it can be revived)',
    input: z.object({ projectID: id }), output: ok }),
  getAllUserGrants: defineCall({ path: '/admin/getAllUserGrants', method: 'POST', kind: 'query', reads: ['users'], access: permissions, summary: 'Every user with their grants',
    input: empty.optional(), output: z.object({ users: z.array(UserGrants) }) }),
  addGrants: defineCall({ path: '/admin/addGrants', method: 'POST', kind: 'command', access: permissions, summary: 'Give a user grants',
    input: z.object({ userID, grants: grantList }), output: ok }),
  revokeGrants: defineCall({ path: '/admin/revokeGrants', method: 'POST', kind: 'command', access: permissions, summary: 'Take grants from a user',
    input: z.object({ userID, grants: grantList }), output: ok }),
  getAllUsers: defineCall({ path: '/admin/getAllUsers', method: 'POST', kind: 'query', reads: ['users'], access: users, summary: 'Every user',
    input: empty.optional(), output: z.object({ users: z.array(User) }) }),
  getUser: defineCall({ path: '/admin/getUser', method: 'POST', kind: 'query', reads: ['users'], access: users, summary: 'One user',
    input: z.object({ userID }), output: z.object({ user: User }) }),
  addUser: defineCall({ path: '/admin/addUser', method: 'POST', kind: 'command', access: users,
    summary: 'Add a user; with a password a local account, without one a one-time set-password link is answered',
    input: z.object({ userID, email, givenName: name, familyName: name, password: z.string().min(8, 'At least 8 characters').max(200).optional() }),
    output: z.object({ user: z.object({ userID: z.number().int() }), setPasswordLink: z.string().optional() }) }),
  userToggleActive: defineCall({ path: '/admin/userToggleActive', method: 'POST', kind: 'command', access: users, summary: 'Deactivate an active user or reactivate a deactivated one',
    input: z.object({ userID }), output: z.object({ deactivated: z.boolean() }) }),
  updateUserEmail: defineCall({ path: '/admin/updateUserEmail', method: 'POST', kind: 'command', access: users, summary: "Change a user's email",
    input: z.object({ userID, email }), output: ok }),
  updateUserDegrees: defineCall({ path: '/admin/updateUserDegrees', method: 'POST', kind: 'command', access: users, summary: "Set a user's degrees",
    input: z.object({ userID, degrees: z.array(shortText.min(1)).max(50) }), output: ok }),
  addUserRole: defineCall({ path: '/admin/addUserRole', method: 'POST', kind: 'command', access: users, summary: 'Give a user a production role',
    input: z.object({ userID, role }), output: ok }),
  removeUserRole: defineCall({ path: '/admin/removeUserRole', method: 'POST', kind: 'command', access: users, summary: 'Take a production role from a user',
    input: z.object({ userID, role }), output: ok }),
  addSlackUserId: defineCall({ path: '/admin/addSlackUserId', method: 'POST', kind: 'command', access: users, summary: "Set a user's Slack id",
    input: z.object({ userID, slackId: z.string().trim().min(1).max(64) }), output: ok }),
  getReadModels: defineCall({ path: '/admin/errors/readModels', method: 'POST', kind: 'query', reads: [], access: grant('admin.errors'),
    summary: 'Each read model: lag, events per second, last error, parked events and the progress of a rebuild',
    input: empty.optional(), output: z.object({ readModels: z.array(ReadModelStatus) }) }),
} as const;
