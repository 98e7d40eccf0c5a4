// The error log's row of the every-command table (../commands/everyCommand.api.test.ts): a signed-in
// user without grants reports a client error, and the admin's Errors list shows it.
import type { CommandCase } from '../commands/commandCase';
import { readAfter, unique } from '../commands/commandsWorld';

export const errorLogCommandCases: CommandCase[] = [
  {
    path: '/errors/logClientError',
    prepare: async (world) => {
      const msg = unique('TypeError: every-command row');
      return {
        who: world.nobody,
        body: { info: { msg, u: 'https://app.test/assets/index.js', l: 1, c: 2 } },
        sees: async (a) => {
          const errors = (await readAfter(world.admin, a, '/api/admin/getRecentErrors', { days: 10 })).body.errors as { source: string; userID: number; info: { msg: string } }[];
          expect(errors.find((e) => e.info.msg === msg)).toMatchObject({ source: 'js', userID: world.nobody.userID });
        },
      };
    },
  },
];
