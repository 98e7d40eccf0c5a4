// The folder calls: the dashboard's folder list and delete (/project/...) and the admin's folder
// section (/admin/folders/...).
import { z } from 'zod';
import { grant } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { empty, id, name, ok } from '../kernel/fields';
import { TrelloBoards } from './events';
import { ProjectGroup } from './models';

const folders = grant('admin.folders');
const projectGroupOut = z.object({ projectGroupID: z.string(), name: z.string() });

const project = {
  getProjectGroups: defineCall({
    path: '/project/getProjectGroups',
    method: 'POST',
    kind: 'query',
    reads: ['folders'],
    access: grant('content.projects-view'),
    summary: 'Active folders with their project counts',
    input: empty.optional(),
    output: z.object({ groups: z.array(ProjectGroup) }),
  }),
  deleteGroup: defineCall({
    path: '/project/deleteGroup',
    method: 'POST',
    kind: 'command',
    access: folders,
    summary: 'Delete a folder (it can be revived)',
    input: z.object({ projectGroupID: id }),
    output: ok,
  }),
} as const;

const admin = {
  getAllProjectGroups: defineCall({
    path: '/admin/getAllProjectGroups',
    method: 'POST',
    kind: 'query',
    reads: ['folders'],
    access: folders,
    summary: 'Every folder, any status',
    input: empty.optional(),
    output: z.object({ groups: z.array(ProjectGroup) }),
  }),
  createGroup: defineCall({
    path: '/admin/folders/createGroup',
    method: 'POST',
    kind: 'command',
    access: folders,
    summary: 'Create a folder; answers projectGroup null when the name belongs to a deleted folder',
    input: z.object({ name }),
    output: z.object({ projectGroup: projectGroupOut.nullable() }),
  }),
  reviveGroupByName: defineCall({
    path: '/admin/folders/reviveGroupByName',
    method: 'POST',
    kind: 'command',
    access: folders,
    summary: 'Revive a folder by its name',
    input: z.object({ groupName: name }),
    output: z.object({ projectGroup: projectGroupOut }),
  }),
  reviveGroupByID: defineCall({
    path: '/admin/folders/reviveGroupByID',
    method: 'POST',
    kind: 'command',
    access: folders,
    summary: 'Revive a folder by its id',
    input: z.object({ projectGroupID: id }),
    output: ok,
  }),
  archiveGroup: defineCall({ path: '/admin/folders/archiveGroup', method: 'POST', kind: 'command', access: folders, summary: 'Archive a folder', input: z.object({ projectGroupID: id }), output: ok }),
  updateGroupTrelloData: defineCall({
    path: '/admin/folders/updateGroupTrelloData',
    method: 'POST',
    kind: 'command',
    access: folders,
    summary: 'Set the card-board boards and lists of a folder',
    input: z.object({ projectGroupID: id, trelloData: z.object({ boards: TrelloBoards }) }),
    output: ok,
  }),
} as const;

export const folderCalls = { project, admin } as const;
