// One row per command of the slice (issue 2: User and team, Projects, Admin folders, projects, grants
// and users): how to set up a fresh subject, the request, and the natural read that shows the change.
// Each row prepares its own subject, so the rows are independent and a retry row starts clean.
import type { Answer } from '../../testing/httpClient';
import { addPerson, freshUserID, PASSWORD } from '../adminUsers/adminWorld';
import { createFolder, createProject, type Person, type ProjectsWorld } from '../projects/projectsWorld';
import { adminTabCases } from './adminTabCases';
import { assetCommandCases } from './assetCommandCases';
import { fileCommandCases } from './fileCommandCases';
import { stagedCommandCases } from './stagedCommandCases';
import { folderIn, readAfter, unique } from './commandsWorld';
import { pronounceCommandCases } from '../pronounce/commandCases';
import { sceneCommandCases } from '../scenes/commandCases';
import { uploadedFile } from '../assets/storedUploads';

export interface Prepared {
  /** Who sends the command. */
  readonly who: Person;
  readonly body: unknown;
  /** Reads with X-Min-Position of the command answer and asserts that the change shows. */
  sees(answer: Answer): Promise<void>;
}

export interface CommandCase {
  /** The call's path under /api, as the spec names it. */
  readonly path: string;
  prepare(world: ProjectsWorld): Promise<Prepared>;
  /**
   * A command (path under /api and body) by the same sender that takes the change back, so that a
   * retry which ran the command again would have to append; none where the command cannot be
   * repeated anyway (a second create or access appends or is refused without the key).
   */
  readonly undo?: (body: any, answer: Answer) => readonly [string, unknown];
}

/** Sends a setup command and fails the test unless it succeeded. */
const must = async (who: Person, path: string, body: unknown): Promise<Answer> => {
  const answer = await who.client.post(path, body);
  if (answer.status !== 200) throw new Error(`setup ${path}: ${answer.status} ${answer.text}`);
  return answer;
};

const ownUser = (who: Person, command: Answer) => readAfter(who, command, '/api/user/getUser').then((a) => a.body.user);
const adminUser = (world: ProjectsWorld, command: Answer, userID: number) =>
  readAfter(world.admin, command, '/api/admin/getUser', { userID }).then((a) => a.body.user);
const projectSeenBy = (who: Person, command: Answer, projectID: string) =>
  readAfter(who, command, '/api/project/getProjectByProjectID', { projectID }).then((a) => a.body.project);
const folderStatus = async (world: ProjectsWorld, command: Answer, projectGroupID: string) =>
  folderIn(await readAfter(world.admin, command, '/api/admin/getAllProjectGroups'), projectGroupID)?.status;
const grantsOf = async (world: ProjectsWorld, command: Answer, userID: number) =>
  ((await readAfter(world.admin, command, '/api/admin/getAllUserGrants')).body.users as { userID: number; permissions: string[] }[])
    .find((u) => u.userID === userID)?.permissions;

export const commandCases: CommandCase[] = [
  // User and team: the signed-in user's own data, read back with /user/getUser.
  { path: '/user/updateAvatar', undo: (b) => ['/user/updateAvatar', { src: b.undoSrc }], prepare: async (world) => {
    const who = await addPerson(world, [], 'Ava');
    // An avatar is the user's own upload (issue 16); the extra undoSrc is ignored by the call.
    const [{ url: src }, { url: undoSrc }] = await Promise.all([uploadedFile(who, 'ava.png', 'avatar'), uploadedFile(who, 'undo.png', 'avatar')]);
    return { who, body: { src, undoSrc }, sees: async (a) => expect((await ownUser(who, a)).avatar).toBe(src) };
  } },
  { path: '/user/updateData', undo: () => ['/user/updateData', { data: { degrees: [] } }], prepare: async (world) => {
    const who = await addPerson(world, [], 'Dan');
    return { who, body: { data: { degrees: ['BSc Biology', 'MA Design'] } }, sees: async (a) => expect((await ownUser(who, a)).data.degrees).toEqual(['BSc Biology', 'MA Design']) };
  } },
  { path: '/user/addRole', undo: (b) => ['/user/removeRole', b], prepare: async (world) => {
    const who = await addPerson(world, [], 'Ari');
    return { who, body: { role: 'Illustrator' }, sees: async (a) => expect((await ownUser(who, a)).data.roles).toEqual(['Illustrator']) };
  } },
  { path: '/user/removeRole', undo: (b) => ['/user/addRole', b], prepare: async (world) => {
    const who = await addPerson(world, [], 'Rem');
    await must(who, '/api/user/addRole', { role: 'Illustrator' });
    await must(who, '/api/user/addRole', { role: 'Reviewer' });
    return { who, body: { role: 'Illustrator' }, sees: async (a) => expect((await ownUser(who, a)).data.roles).toEqual(['Reviewer']) };
  } },
  { path: '/user/removeDegree', undo: (b) => ['/user/updateData', { data: { degrees: [b.degree, 'PhD Physics'] } }], prepare: async (world) => {
    const who = await addPerson(world, [], 'Deg');
    await must(who, '/api/user/updateData', { data: { degrees: ['BA History', 'PhD Physics'] } });
    return { who, body: { degree: 'BA History' }, sees: async (a) => expect((await ownUser(who, a)).data.degrees).toEqual(['PhD Physics']) };
  } },

  // Projects.
  { path: '/project/accessProject', prepare: async (world) => {
    const projectID = await createProject(world.editor, unique('Opened'));
    const who = world.viewer;
    return { who, body: { projectID }, sees: async (a) => {
      expect((await projectSeenBy(who, a, projectID)).lastAccessed).toEqual(expect.any(String));
      expect((await readAfter(who, a, '/api/project/getAll', { filter: 'recent' })).body.projects.map((p: { projectID: string }) => p.projectID)).toContain(projectID);
    } };
  } },
  { path: '/project/create', prepare: async (world) => {
    const name = unique('Created');
    const who = world.editor;
    return { who, body: { name, groups: [] }, sees: async (a) => {
      const found = await readAfter(who, a, '/api/project/getProjectByName', { projectName: name });
      expect(found.body.project).toEqual(expect.objectContaining({ projectID: a.body.project.projectID, name, status: 1 }));
    } };
  } },
  { path: '/project/updateName', undo: (b) => ['/project/updateName', { projectID: b.projectID, name: `${b.name} undone` }], prepare: async (world) => {
    const projectID = await createProject(world.editor, unique('Old name'));
    const name = unique('New name');
    return { who: world.editor, body: { projectID, name }, sees: async (a) => expect((await projectSeenBy(world.editor, a, projectID)).name).toBe(name) };
  } },
  { path: '/project/updateStatus', undo: (b) => ['/project/updateStatus', { projectID: b.projectID, status: 1 }], prepare: async (world) => {
    const projectID = await createProject(world.editor, unique('Shelved'));
    return { who: world.editor, body: { projectID, status: 2 }, sees: async (a) => expect((await projectSeenBy(world.editor, a, projectID)).status).toBe(2) };
  } },
  { path: '/project/subscribeToProject', undo: (b) => ['/project/subscribeToProject', { ...b, subscribed: false }], prepare: async (world) => {
    const projectID = await createProject(world.editor, unique('Followed'));
    const who = world.viewer;
    return { who, body: { projectIDs: [projectID], userIDs: [who.userID], subscribed: true }, sees: async (a) => expect((await projectSeenBy(who, a, projectID)).subscribed).toBe(true) };
  } },
  { path: '/project/addToGroup', undo: (b) => ['/project/removeFromGroup', b], prepare: async (world) => {
    const projectGroupID = await createFolder(world, unique('Filed in'));
    const projectID = await createProject(world.editor, unique('Filed'));
    return { who: world.editor, body: { projectIDs: [projectID], projectGroupID }, sees: async (a) => expect((await projectSeenBy(world.editor, a, projectID)).groups).toEqual([projectGroupID]) };
  } },
  { path: '/project/removeFromGroup', undo: (b) => ['/project/addToGroup', b], prepare: async (world) => {
    const projectGroupID = await createFolder(world, unique('Taken from'));
    const projectID = await createProject(world.editor, unique('Unfiled'), [projectGroupID]);
    return { who: world.editor, body: { projectIDs: [projectID], projectGroupID }, sees: async (a) => expect((await projectSeenBy(world.editor, a, projectID)).groups).toEqual([]) };
  } },
  { path: '/project/deleteGroup', undo: (b) => ['/admin/folders/reviveGroupByID', b], prepare: async (world) => {
    const projectGroupID = await createFolder(world, unique('Doomed'));
    return { who: world.admin, body: { projectGroupID }, sees: async (a) => expect(await folderStatus(world, a, projectGroupID)).toBe(0) };
  } },

  // Admin folders, read back in the admin list of every folder.
  { path: '/admin/folders/createGroup', prepare: async (world) => {
    const name = unique('New folder');
    return { who: world.admin, body: { name }, sees: async (a) => {
      const list = await readAfter(world.admin, a, '/api/admin/getAllProjectGroups');
      expect(folderIn(list, a.body.projectGroup.projectGroupID)).toEqual(expect.objectContaining({ name, status: 1 }));
    } };
  } },
  { path: '/admin/folders/reviveGroupByName', undo: (_b, a) => ['/project/deleteGroup', { projectGroupID: a.body.projectGroup.projectGroupID }], prepare: async (world) => {
    const name = unique('Revived by name');
    const projectGroupID = await createFolder(world, name);
    await must(world.admin, '/api/project/deleteGroup', { projectGroupID });
    return { who: world.admin, body: { groupName: name }, sees: async (a) => expect(await folderStatus(world, a, projectGroupID)).toBe(1) };
  } },
  { path: '/admin/folders/reviveGroupByID', undo: (b) => ['/admin/folders/archiveGroup', b], prepare: async (world) => {
    const projectGroupID = await createFolder(world, unique('Revived by id'));
    await must(world.admin, '/api/admin/folders/archiveGroup', { projectGroupID });
    return { who: world.admin, body: { projectGroupID }, sees: async (a) => expect(await folderStatus(world, a, projectGroupID)).toBe(1) };
  } },
  { path: '/admin/folders/archiveGroup', undo: (b) => ['/admin/folders/reviveGroupByID', b], prepare: async (world) => {
    const projectGroupID = await createFolder(world, unique('Archived folder'));
    return { who: world.admin, body: { projectGroupID }, sees: async (a) => expect(await folderStatus(world, a, projectGroupID)).toBe(2) };
  } },
  { path: '/admin/folders/updateGroupTrelloData', undo: (b) => ['/admin/folders/updateGroupTrelloData', { projectGroupID: b.projectGroupID, trelloData: { boards: [] } }], prepare: async (world) => {
    const projectGroupID = await createFolder(world, unique('Boarded'));
    const boards = [{ id: 'board-1', lists: [{ id: 'list-1', taskID: 1 }, { id: 'list-2', taskID: 5 }] }];
    return { who: world.admin, body: { projectGroupID, trelloData: { boards } }, sees: async (a) => {
      const list = await readAfter(world.admin, a, '/api/admin/getAllProjectGroups');
      expect(folderIn(list, projectGroupID)?.data).toEqual({ trello: { boards } });
    } };
  } },

  // Admin projects, read back by the admin through the project read.
  { path: '/admin/projects/archive', undo: (b) => ['/admin/projects/revive', b], prepare: async (world) => {
    const projectID = await createProject(world.editor, unique('Admin archived'));
    return { who: world.admin, body: { projectID }, sees: async (a) => expect((await projectSeenBy(world.admin, a, projectID)).status).toBe(2) };
  } },
  { path: '/admin/projects/revive', undo: (b) => ['/admin/projects/archive', b], prepare: async (world) => {
    const projectID = await createProject(world.editor, unique('Admin revived'));
    await must(world.admin, '/api/admin/projects/archive', { projectID });
    return { who: world.admin, body: { projectID }, sees: async (a) => expect((await projectSeenBy(world.admin, a, projectID)).status).toBe(1) };
  } },
  { path: '/admin/projects/delete', undo: (b) => ['/admin/projects/revive', b], prepare: async (world) => {
    const projectID = await createProject(world.editor, unique('Admin deleted'));
    return { who: world.admin, body: { projectID }, sees: async (a) => expect((await projectSeenBy(world.admin, a, projectID)).status).toBe(0) };
  } },

  // Admin grants, read back in the permissions list.
  { path: '/admin/addGrants', undo: (b) => ['/admin/revokeGrants', b], prepare: async (world) => {
    const person = await addPerson(world, [], 'Gus');
    return { who: world.admin, body: { userID: person.userID, grants: ['content.projects-view'] },
      sees: async (a) => expect(await grantsOf(world, a, person.userID)).toEqual(['content.projects-view']) };
  } },
  { path: '/admin/revokeGrants', undo: (b) => ['/admin/addGrants', b], prepare: async (world) => {
    const person = await addPerson(world, ['content.projects-view', 'admin.users'], 'Rex');
    return { who: world.admin, body: { userID: person.userID, grants: ['admin.users'] },
      sees: async (a) => expect(await grantsOf(world, a, person.userID)).toEqual(['content.projects-view']) };
  } },

  // Admin users, read back with /admin/getUser.
  { path: '/admin/addUser', prepare: async (world) => {
    const userID = freshUserID();
    const email = `added${userID}@example.com`;
    return { who: world.admin, body: { userID, email, givenName: 'Added', familyName: 'Person', password: PASSWORD },
      sees: async (a) => expect(await adminUser(world, a, userID)).toEqual(expect.objectContaining({ userID, email, givenName: 'Added', familyName: 'Person' })) };
  } },
  { path: '/admin/userToggleActive', undo: (b) => ['/admin/userToggleActive', b], prepare: async (world) => {
    const person = await addPerson(world, [], 'Tog');
    return { who: world.admin, body: { userID: person.userID }, sees: async (a) => {
      expect(a.body).toEqual({ deactivated: true });
      expect((await adminUser(world, a, person.userID)).data.deactivated).toBe(true);
    } };
  } },
  { path: '/admin/updateUserEmail', undo: (b) => ['/admin/updateUserEmail', { userID: b.userID, email: `other${b.userID}@example.com` }], prepare: async (world) => {
    const person = await addPerson(world, [], 'Em');
    const email = `renamed${person.userID}@example.com`;
    return { who: world.admin, body: { userID: person.userID, email }, sees: async (a) => expect((await adminUser(world, a, person.userID)).email).toBe(email) };
  } },
  { path: '/admin/updateUserDegrees', undo: (b) => ['/admin/updateUserDegrees', { userID: b.userID, degrees: [] }], prepare: async (world) => {
    const person = await addPerson(world, [], 'Deb');
    return { who: world.admin, body: { userID: person.userID, degrees: ['MSc Chemistry'] },
      sees: async (a) => expect((await adminUser(world, a, person.userID)).data.degrees).toEqual(['MSc Chemistry']) };
  } },
  { path: '/admin/addUserRole', undo: (b) => ['/admin/removeUserRole', b], prepare: async (world) => {
    const person = await addPerson(world, [], 'Rob');
    return { who: world.admin, body: { userID: person.userID, role: 'Audio Editor' },
      sees: async (a) => expect((await adminUser(world, a, person.userID)).data.roles).toEqual(['Audio Editor']) };
  } },
  { path: '/admin/removeUserRole', undo: (b) => ['/admin/addUserRole', b], prepare: async (world) => {
    const person = await addPerson(world, [], 'Ron');
    await must(world.admin, '/api/admin/addUserRole', { userID: person.userID, role: 'Audio Editor' });
    await must(world.admin, '/api/admin/addUserRole', { userID: person.userID, role: 'Video Editor' });
    return { who: world.admin, body: { userID: person.userID, role: 'Audio Editor' },
      sees: async (a) => expect((await adminUser(world, a, person.userID)).data.roles).toEqual(['Video Editor']) };
  } },
  { path: '/admin/addSlackUserId', undo: (b) => ['/admin/addSlackUserId', { userID: b.userID, slackId: 'U0OTHER7' }], prepare: async (world) => {
    const person = await addPerson(world, [], 'Sly');
    return { who: world.admin, body: { userID: person.userID, slackId: 'U0SLACK42' },
      sees: async (a) => expect((await adminUser(world, a, person.userID)).data.slackId).toBe('U0SLACK42') };
  } },
  ...adminTabCases,
  ...pronounceCommandCases,
  ...assetCommandCases,
  ...fileCommandCases,
  ...stagedCommandCases,
  ...sceneCommandCases,
];
