// The uploads' row of the every-command table (../commands/everyCommand.api.test.ts): the download
// record, whose answer says whether the limit is reached (it is in no read model).
import type { Answer } from '../../testing/httpClient';
import type { CommandCase } from '../commands/commandCase';

export const uploadCommandCases: CommandCase[] = [
  {
    path: '/files/recordDownload',
    prepare: async (world) => ({
      who: world.admin,
      body: { fileTypes: ['png', 'svg'] },
      sees: async (a: Answer) => expect(a.body).toEqual({ limitReached: false }),
    }),
  },
];
