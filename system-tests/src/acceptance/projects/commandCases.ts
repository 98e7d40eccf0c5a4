// The projects' and folders' rows of the every-command table (../commands/everyCommand.api.test.ts):
// each prepares its own project or folder, and reads the change back through the project read or the
// admin list of every folder.
import type { Answer } from '../../testing/httpClient';
import type { CommandCase } from '../commands/commandCase';
import { folderIn, readAfter, unique } from '../commands/commandsWorld';
import { createFolder, createProject, type Person, type ProjectsWorld } from './projectsWorld';

/** Sends a setup command and fails the test unless it succeeded. */
const must = async (who: Person, path: string, body: unknown): Promise<Answer> => {
  const answer = await who.client.post(path, body);
  if (answer.status !== 200) throw new Error(`setup ${path}: ${answer.status} ${answer.text}`);
  return answer;
};

const projectSeenBy = (who: Person, command: Answer, projectID: string) => readAfter(who, command, '/api/project/getProjectByProjectID', { projectID }).then((a) => a.body.project);
const folderStatus = async (world: ProjectsWorld, command: Answer, projectGroupID: string) => folderIn(await readAfter(world.admin, command, '/api/admin/getAllProjectGroups'), projectGroupID)?.status;
export const projectCommandCases: CommandCase[] = [
  // Projects.
  {
    path: '/project/accessProject',
    prepare: async (world) => {
      const projectID = await createProject(world.editor, unique('Opened'));
      const who = world.viewer;
      return {
        who,
        body: { projectID },
        sees: async (a) => {
          expect((await projectSeenBy(who, a, projectID)).lastAccessed).toEqual(expect.any(String));
          expect((await readAfter(who, a, '/api/project/getAll', { filter: 'recent' })).body.projects.map((p: { projectID: string }) => p.projectID)).toContain(projectID);
        },
      };
    },
  },
  {
    path: '/project/create',
    prepare: async (world) => {
      const name = unique('Created');
      const who = world.editor;
      return {
        who,
        body: { name, groups: [] },
        sees: async (a) => {
          const found = await readAfter(who, a, '/api/project/getProjectByName', { projectName: name });
          expect(found.body.project).toEqual(expect.objectContaining({ projectID: a.body.project.projectID, name, status: 1 }));
        },
      };
    },
  },
  {
    path: '/project/updateName',
    undo: (b) => ['/project/updateName', { projectID: b.projectID, name: `${b.name} undone` }],
    prepare: async (world) => {
      const projectID = await createProject(world.editor, unique('Old name'));
      const name = unique('New name');
      return { who: world.editor, body: { projectID, name }, sees: async (a) => expect((await projectSeenBy(world.editor, a, projectID)).name).toBe(name) };
    },
  },
  {
    path: '/project/updateStatus',
    undo: (b) => ['/project/updateStatus', { projectID: b.projectID, status: 1 }],
    prepare: async (world) => {
      const projectID = await createProject(world.editor, unique('Shelved'));
      return { who: world.editor, body: { projectID, status: 2 }, sees: async (a) => expect((await projectSeenBy(world.editor, a, projectID)).status).toBe(2) };
    },
  },
  {
    path: '/project/subscribeToProject',
    undo: (b) => ['/project/subscribeToProject', { ...b, subscribed: false }],
    prepare: async (world) => {
      const projectID = await createProject(world.editor, unique('Followed'));
      const who = world.viewer;
      return { who, body: { projectIDs: [projectID], userIDs: [who.userID], subscribed: true }, sees: async (a) => expect((await projectSeenBy(who, a, projectID)).subscribed).toBe(true) };
    },
  },
  {
    path: '/project/addToGroup',
    undo: (b) => ['/project/removeFromGroup', b],
    prepare: async (world) => {
      const projectGroupID = await createFolder(world, unique('Filed in'));
      const projectID = await createProject(world.editor, unique('Filed'));
      return { who: world.editor, body: { projectIDs: [projectID], projectGroupID }, sees: async (a) => expect((await projectSeenBy(world.editor, a, projectID)).groups).toEqual([projectGroupID]) };
    },
  },
  {
    path: '/project/removeFromGroup',
    undo: (b) => ['/project/addToGroup', b],
    prepare: async (world) => {
      const projectGroupID = await createFolder(world, unique('Taken from'));
      const projectID = await createProject(world.editor, unique('Unfiled'), [projectGroupID]);
      return { who: world.editor, body: { projectIDs: [projectID], projectGroupID }, sees: async (a) => expect((await projectSeenBy(world.editor, a, projectID)).groups).toEqual([]) };
    },
  },
  {
    path: '/project/deleteGroup',
    undo: (b) => ['/admin/folders/reviveGroupByID', b],
    prepare: async (world) => {
      const projectGroupID = await createFolder(world, unique('Doomed'));
      return { who: world.admin, body: { projectGroupID }, sees: async (a) => expect(await folderStatus(world, a, projectGroupID)).toBe(0) };
    },
  },

  // Admin folders, read back in the admin list of every folder.
  {
    path: '/admin/folders/createGroup',
    prepare: async (world) => {
      const name = unique('New folder');
      return {
        who: world.admin,
        body: { name },
        sees: async (a) => {
          const list = await readAfter(world.admin, a, '/api/admin/getAllProjectGroups');
          expect(folderIn(list, a.body.projectGroup.projectGroupID)).toEqual(expect.objectContaining({ name, status: 1 }));
        },
      };
    },
  },
  {
    path: '/admin/folders/reviveGroupByName',
    undo: (_b, a) => ['/project/deleteGroup', { projectGroupID: a.body.projectGroup.projectGroupID }],
    prepare: async (world) => {
      const name = unique('Revived by name');
      const projectGroupID = await createFolder(world, name);
      await must(world.admin, '/api/project/deleteGroup', { projectGroupID });
      return { who: world.admin, body: { groupName: name }, sees: async (a) => expect(await folderStatus(world, a, projectGroupID)).toBe(1) };
    },
  },
  {
    path: '/admin/folders/reviveGroupByID',
    undo: (b) => ['/admin/folders/archiveGroup', b],
    prepare: async (world) => {
      const projectGroupID = await createFolder(world, unique('Revived by id'));
      await must(world.admin, '/api/admin/folders/archiveGroup', { projectGroupID });
      return { who: world.admin, body: { projectGroupID }, sees: async (a) => expect(await folderStatus(world, a, projectGroupID)).toBe(1) };
    },
  },
  {
    path: '/admin/folders/archiveGroup',
    undo: (b) => ['/admin/folders/reviveGroupByID', b],
    prepare: async (world) => {
      const projectGroupID = await createFolder(world, unique('Archived folder'));
      return { who: world.admin, body: { projectGroupID }, sees: async (a) => expect(await folderStatus(world, a, projectGroupID)).toBe(2) };
    },
  },
  {
    path: '/admin/folders/updateGroupTrelloData',
    undo: (b) => ['/admin/folders/updateGroupTrelloData', { projectGroupID: b.projectGroupID, trelloData: { boards: [] } }],
    prepare: async (world) => {
      const projectGroupID = await createFolder(world, unique('Boarded'));
      const boards = [
        {
          id: 'board-1',
          lists: [
            { id: 'list-1', taskID: 1 },
            { id: 'list-2', taskID: 5 },
          ],
        },
      ];
      return {
        who: world.admin,
        body: { projectGroupID, trelloData: { boards } },
        sees: async (a) => {
          const list = await readAfter(world.admin, a, '/api/admin/getAllProjectGroups');
          expect(folderIn(list, projectGroupID)?.data).toEqual({ trello: { boards } });
        },
      };
    },
  },

  // Admin projects, read back by the admin through the project read.
  {
    path: '/admin/projects/archive',
    undo: (b) => ['/admin/projects/revive', b],
    prepare: async (world) => {
      const projectID = await createProject(world.editor, unique('Admin archived'));
      return { who: world.admin, body: { projectID }, sees: async (a) => expect((await projectSeenBy(world.admin, a, projectID)).status).toBe(2) };
    },
  },
  {
    path: '/admin/projects/revive',
    undo: (b) => ['/admin/projects/archive', b],
    prepare: async (world) => {
      const projectID = await createProject(world.editor, unique('Admin revived'));
      await must(world.admin, '/api/admin/projects/archive', { projectID });
      return { who: world.admin, body: { projectID }, sees: async (a) => expect((await projectSeenBy(world.admin, a, projectID)).status).toBe(1) };
    },
  },
  {
    path: '/admin/projects/delete',
    undo: (b) => ['/admin/projects/revive', b],
    prepare: async (world) => {
      const projectID = await createProject(world.editor, unique('Admin deleted'));
      return { who: world.admin, body: { projectID }, sees: async (a) => expect((await projectSeenBy(world.admin, a, projectID)).status).toBe(0) };
    },
  },
];
