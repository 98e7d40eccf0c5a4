// The users' rows of the every-command table (../commands/everyCommand.api.test.ts): the signed-in
// user's own data, read back with /user/getUser, and the admin's grants and users, read back in the
// permissions list and with /admin/getUser. Each row prepares its own person.
import type { Answer } from '../../testing/httpClient';
import { uploadedFile } from '../assets/storedUploads';
import type { CommandCase } from '../commands/commandCase';
import { readAfter } from '../commands/commandsWorld';
import type { Person, ProjectsWorld } from '../projects/projectsWorld';
import { addPerson, freshUserID, PASSWORD } from './adminWorld';

/** Sends a setup command and fails the test unless it succeeded. */
const must = async (who: Person, path: string, body: unknown): Promise<Answer> => {
  const answer = await who.client.post(path, body);
  if (answer.status !== 200) throw new Error(`setup ${path}: ${answer.status} ${answer.text}`);
  return answer;
};

const ownUser = (who: Person, command: Answer) => readAfter(who, command, '/api/user/getUser').then((a) => a.body.user);
const adminUser = (world: ProjectsWorld, command: Answer, userID: number) => readAfter(world.admin, command, '/api/admin/getUser', { userID }).then((a) => a.body.user);
const grantsOf = async (world: ProjectsWorld, command: Answer, userID: number) =>
  ((await readAfter(world.admin, command, '/api/admin/getAllUserGrants')).body.users as { userID: number; permissions: string[] }[]).find((u) => u.userID === userID)?.permissions;

export const userCommandCases: CommandCase[] = [
  // User and team: the signed-in user's own data, read back with /user/getUser.
  {
    path: '/user/updateAvatar',
    undo: (b) => ['/user/updateAvatar', { src: b.undoSrc }],
    prepare: async (world) => {
      const who = await addPerson(world, [], 'Ava');
      // An avatar is the user's own upload (issue 16); the extra undoSrc is ignored by the call.
      const [{ url: src }, { url: undoSrc }] = await Promise.all([uploadedFile(who, 'ava.png', 'avatar'), uploadedFile(who, 'undo.png', 'avatar')]);
      return { who, body: { src, undoSrc }, sees: async (a) => expect((await ownUser(who, a)).avatar).toBe(src) };
    },
  },
  {
    path: '/user/updateData',
    undo: () => ['/user/updateData', { data: { degrees: [] } }],
    prepare: async (world) => {
      const who = await addPerson(world, [], 'Dan');
      return { who, body: { data: { degrees: ['BSc Biology', 'MA Design'] } }, sees: async (a) => expect((await ownUser(who, a)).data.degrees).toEqual(['BSc Biology', 'MA Design']) };
    },
  },
  {
    path: '/user/addRole',
    undo: (b) => ['/user/removeRole', b],
    prepare: async (world) => {
      const who = await addPerson(world, [], 'Ari');
      return { who, body: { role: 'Illustrator' }, sees: async (a) => expect((await ownUser(who, a)).data.roles).toEqual(['Illustrator']) };
    },
  },
  {
    path: '/user/removeRole',
    undo: (b) => ['/user/addRole', b],
    prepare: async (world) => {
      const who = await addPerson(world, [], 'Rem');
      await must(who, '/api/user/addRole', { role: 'Illustrator' });
      await must(who, '/api/user/addRole', { role: 'Reviewer' });
      return { who, body: { role: 'Illustrator' }, sees: async (a) => expect((await ownUser(who, a)).data.roles).toEqual(['Reviewer']) };
    },
  },
  {
    path: '/user/removeDegree',
    undo: (b) => ['/user/updateData', { data: { degrees: [b.degree, 'PhD Physics'] } }],
    prepare: async (world) => {
      const who = await addPerson(world, [], 'Deg');
      await must(who, '/api/user/updateData', { data: { degrees: ['BA History', 'PhD Physics'] } });
      return { who, body: { degree: 'BA History' }, sees: async (a) => expect((await ownUser(who, a)).data.degrees).toEqual(['PhD Physics']) };
    },
  },

  // Admin grants, read back in the permissions list.
  {
    path: '/admin/addGrants',
    undo: (b) => ['/admin/revokeGrants', b],
    prepare: async (world) => {
      const person = await addPerson(world, [], 'Gus');
      return {
        who: world.admin,
        body: { userID: person.userID, grants: ['content.projects-view'] },
        sees: async (a) => expect(await grantsOf(world, a, person.userID)).toEqual(['content.projects-view']),
      };
    },
  },
  {
    path: '/admin/revokeGrants',
    undo: (b) => ['/admin/addGrants', b],
    prepare: async (world) => {
      const person = await addPerson(world, ['content.projects-view', 'admin.users'], 'Rex');
      return { who: world.admin, body: { userID: person.userID, grants: ['admin.users'] }, sees: async (a) => expect(await grantsOf(world, a, person.userID)).toEqual(['content.projects-view']) };
    },
  },

  // Admin users, read back with /admin/getUser.
  {
    path: '/admin/addUser',
    prepare: async (world) => {
      const userID = freshUserID();
      const email = `added${userID}@example.com`;
      return {
        who: world.admin,
        body: { userID, email, givenName: 'Added', familyName: 'Person', password: PASSWORD },
        sees: async (a) => expect(await adminUser(world, a, userID)).toEqual(expect.objectContaining({ userID, email, givenName: 'Added', familyName: 'Person' })),
      };
    },
  },
  {
    path: '/admin/userToggleActive',
    undo: (b) => ['/admin/userToggleActive', b],
    prepare: async (world) => {
      const person = await addPerson(world, [], 'Tog');
      return {
        who: world.admin,
        body: { userID: person.userID },
        sees: async (a) => {
          expect(a.body).toEqual({ deactivated: true });
          expect((await adminUser(world, a, person.userID)).data.deactivated).toBe(true);
        },
      };
    },
  },
  {
    path: '/admin/updateUserEmail',
    undo: (b) => ['/admin/updateUserEmail', { userID: b.userID, email: `other${b.userID}@example.com` }],
    prepare: async (world) => {
      const person = await addPerson(world, [], 'Em');
      const email = `renamed${person.userID}@example.com`;
      return { who: world.admin, body: { userID: person.userID, email }, sees: async (a) => expect((await adminUser(world, a, person.userID)).email).toBe(email) };
    },
  },
  {
    path: '/admin/updateUserDegrees',
    undo: (b) => ['/admin/updateUserDegrees', { userID: b.userID, degrees: [] }],
    prepare: async (world) => {
      const person = await addPerson(world, [], 'Deb');
      return {
        who: world.admin,
        body: { userID: person.userID, degrees: ['MSc Chemistry'] },
        sees: async (a) => expect((await adminUser(world, a, person.userID)).data.degrees).toEqual(['MSc Chemistry']),
      };
    },
  },
  {
    path: '/admin/addUserRole',
    undo: (b) => ['/admin/removeUserRole', b],
    prepare: async (world) => {
      const person = await addPerson(world, [], 'Rob');
      return { who: world.admin, body: { userID: person.userID, role: 'Audio Editor' }, sees: async (a) => expect((await adminUser(world, a, person.userID)).data.roles).toEqual(['Audio Editor']) };
    },
  },
  {
    path: '/admin/removeUserRole',
    undo: (b) => ['/admin/addUserRole', b],
    prepare: async (world) => {
      const person = await addPerson(world, [], 'Ron');
      await must(world.admin, '/api/admin/addUserRole', { userID: person.userID, role: 'Audio Editor' });
      await must(world.admin, '/api/admin/addUserRole', { userID: person.userID, role: 'Video Editor' });
      return { who: world.admin, body: { userID: person.userID, role: 'Audio Editor' }, sees: async (a) => expect((await adminUser(world, a, person.userID)).data.roles).toEqual(['Video Editor']) };
    },
  },
  {
    path: '/admin/addSlackUserId',
    undo: (b) => ['/admin/addSlackUserId', { userID: b.userID, slackId: 'U0OTHER7' }],
    prepare: async (world) => {
      const person = await addPerson(world, [], 'Sly');
      return { who: world.admin, body: { userID: person.userID, slackId: 'U0SLACK42' }, sees: async (a) => expect((await adminUser(world, a, person.userID)).data.slackId).toBe('U0SLACK42') };
    },
  },
];
