// The project calls: the dashboard's list and search, one project, create, rename, status, subscribe,
// folder membership (/project/...), and the admin's project table and actions (/admin/projects/...).
import { z } from 'zod';
import { anyGrant, grant, grantAnd, signedIn } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { ProjectStatus } from '../kernel/constants';
import { count, id, ids, name, ok, searchText, start, status, statusFilter, userID } from '../kernel/fields';
import { Project } from './models';
import { projectContentsCalls } from './contents';

const view = grant('content.projects-view');
const edit = grant('content.projects-edit');
const admin = grant('admin.projects');
const projectOut = z.object({ project: Project });
const listOut = z.object({ projects: z.array(Project), total: z.number().int() });

const SORTS = ['recent', 'name', 'created', 'modified'] as const;
/** The spec names the field createdOn (section 3); a client may sort by that name too. */
const SORT_ALIASES: Record<string, (typeof SORTS)[number]> = { createdOn: 'created' };
const listSort = z.preprocess((v) => (typeof v === 'string' ? (SORT_ALIASES[v] ?? v) : v), z.enum(SORTS)).default('recent');

const STATUSES: readonly number[] = [ProjectStatus.Active, ProjectStatus.Archived, ProjectStatus.Deleted];
/**
 * The statuses to list: one status code or several (the admin's status checkboxes), active by
 * default. A refusal names the field itself, whichever entry was wrong.
 */
const listStatus = z
  .preprocess((v) => (typeof v === 'number' ? [v] : v), z.array(z.unknown(), 'A status code (1 active, 2 archived, 0 deleted) or a list of them').max(3))
  .refine((list) => list.every((s) => STATUSES.includes(s as number)), 'Unknown status: use 1 (active), 2 (archived) or 0 (deleted)')
  .transform((list) => [...new Set(list as ProjectStatus[])])
  .default([ProjectStatus.Active])
  .describe('Status codes to list (1 active, 2 archived, 0 deleted): one code or a list; active by default');
const listFilter = z.enum(['all', 'recent', 'subscribed']).default('all');

const project = {
  getProjectByProjectID: defineCall({
    path: '/project/getProjectByProjectID',
    method: 'POST',
    kind: 'query',
    reads: ['projectList'],
    access: view,
    summary: 'One project by id',
    input: z.object({ projectID: id }),
    output: projectOut,
  }),
  getProjectByName: defineCall({
    path: '/project/getProjectByName',
    method: 'POST',
    kind: 'query',
    reads: ['projectList'],
    access: view,
    summary: 'One project by name (case-insensitive)',
    input: z.object({ projectName: name }),
    output: projectOut,
  }),
  getProjectsByProjectIDs: defineCall({
    path: '/project/getProjectsByProjectIDs',
    method: 'POST',
    kind: 'query',
    reads: ['projectList'],
    access: view,
    summary: 'Several projects by id, in the order asked; 404 if any is unknown',
    input: z.object({ projectIDs: ids }),
    output: z.object({ projects: z.array(Project) }),
  }),
  accessProject: defineCall({
    path: '/project/accessProject',
    method: 'POST',
    kind: 'command',
    access: view,
    summary: 'Record that the user opened a project (recents; joins it as a member)',
    input: z.object({ projectID: id }),
    output: ok,
  }),
  getAll: defineCall({
    path: '/project/getAll',
    method: 'POST',
    kind: 'query',
    reads: ['projectList'],
    access: view,
    summary: 'Projects page by page; filter recent (opened by me) or subscribed, or a folder',
    // Every field has a default, so a call without a body lists the first page of active projects.
    input: z.object({ sortBy: listSort, count, start, status: listStatus, filter: listFilter, projectGroupID: id.optional() }).prefault({}),
    output: listOut,
  }),
  searchProjects: defineCall({
    path: '/project/searchProjects',
    method: 'POST',
    kind: 'query',
    reads: ['projectList', 'projectSearch'],
    access: view,
    summary: 'Projects whose name matches the text',
    input: z.object({ text: searchText, start, count, sortBy: listSort, status: listStatus, filter: listFilter, projectGroupID: id.optional() }),
    output: listOut,
  }),
  create: defineCall({
    path: '/project/create',
    method: 'POST',
    kind: 'command',
    access: signedIn,
    summary: 'Create a project (the creator becomes its owner)',
    input: z.object({ name, groups: z.array(id).max(50).default([]) }),
    output: z.object({ project: z.object({ projectID: z.string() }) }),
  }),
  updateName: defineCall({ path: '/project/updateName', method: 'POST', kind: 'command', access: edit, summary: 'Rename a project', input: z.object({ projectID: id, name }), output: ok }),
  updateStatus: defineCall({
    path: '/project/updateStatus',
    method: 'POST',
    kind: 'command',
    access: anyGrant(['content.projects-edit', 'admin.projects'], 'without admin.projects: an owner of the project, except that any holder of content.projects-edit may revive a deleted project'),
    summary: 'Archive, delete or reactivate (owners with project edit, and admins); any project editor may revive a deleted project',
    input: z.object({ projectID: id, status }),
    output: ok,
  }),
  subscribeToProject: defineCall({
    path: '/project/subscribeToProject',
    method: 'POST',
    kind: 'command',
    access: grantAnd('content.projects-view', 'subscribing or unsubscribing other users needs content.projects-edit'),
    summary: 'Subscribe or unsubscribe users (yourself without project edit)',
    input: z.object({ projectIDs: ids, userIDs: z.array(userID).max(500).default([]), subscribed: z.boolean() }),
    output: ok,
  }),
  addToGroup: defineCall({
    path: '/project/addToGroup',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Put projects in a folder',
    input: z.object({ projectIDs: ids, projectGroupID: id }),
    output: ok,
  }),
  removeFromGroup: defineCall({
    path: '/project/removeFromGroup',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Take projects out of a folder',
    input: z.object({ projectIDs: ids, projectGroupID: id }),
    output: ok,
  }),
} as const;

const projectAdmin = {
  getAllProjects: defineCall({
    path: '/admin/projects/getAll',
    method: 'POST',
    kind: 'query',
    reads: ['projectList'],
    access: admin,
    summary: 'Admin project table: filter, sort, statuses, pages of 20',
    input: z.object({
      text: searchText.default(''),
      sortBy: z.enum(['name', 'created', 'modified']).default('created'),
      sortDir: z.enum(['asc', 'desc']).default('desc'),
      status: statusFilter,
      start,
      count,
    }),
    output: listOut,
  }),
  archiveProject: defineCall({ path: '/admin/projects/archive', method: 'POST', kind: 'command', access: admin, summary: 'Archive a project', input: z.object({ projectID: id }), output: ok }),
  reviveProject: defineCall({
    path: '/admin/projects/revive',
    method: 'POST',
    kind: 'command',
    access: admin,
    summary: 'Revive an archived or deleted project',
    input: z.object({ projectID: id }),
    output: ok,
  }),
  deleteProject: defineCall({
    path: '/admin/projects/delete',
    method: 'POST',
    kind: 'command',
    access: admin,
    summary: 'Delete a project (it can be revived)',
    input: z.object({ projectID: id }),
    output: ok,
  }),
} as const;

export const projectCalls = { project: { ...project, ...projectContentsCalls }, admin: projectAdmin } as const;
