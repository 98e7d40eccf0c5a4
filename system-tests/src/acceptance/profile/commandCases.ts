// The profile's rows of the every-command table (../commands/everyCommand.api.test.ts): one's own
// password change (read back by signing in with it) and the admin's Trello ID (read back with
// /admin/getUser). Issue 20; docs/decisions/profile.md.
import { HttpClient } from '../../testing/httpClient';
import type { CommandCase } from '../commands/commandCase';
import { readAfter } from '../commands/commandsWorld';
import { addPerson, PASSWORD } from './profileWorld';

const NEW_PASSWORD = 'otters juggle quietly at noon';

export const profileCommandCases: CommandCase[] = [
  {
    path: '/user/changePassword',
    undo: () => ['/user/changePassword', { currentPassword: NEW_PASSWORD, newPassword: PASSWORD }],
    prepare: async (world) => {
      const who = await addPerson(world, [], 'Pat');
      return {
        who,
        body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
        sees: async () => {
          const browser = new HttpClient(world.app.url);
          expect((await browser.signIn(who.email, NEW_PASSWORD)).status).toBe(200);
        },
      };
    },
  },
  {
    path: '/admin/addTrelloUserId',
    undo: (b) => ['/admin/addTrelloUserId', { userID: b.userID, trelloId: 'otherTrello7' }],
    prepare: async (world) => {
      const person = await addPerson(world, [], 'Tre');
      return {
        who: world.admin,
        body: { userID: person.userID, trelloId: '5f1a2b3c4d' },
        sees: async (a) => expect((await readAfter(world.admin, a, '/api/admin/getUser', { userID: person.userID })).body.user.data.trello.id).toBe('5f1a2b3c4d'),
      };
    },
  },
];
