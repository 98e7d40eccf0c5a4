// The saved spellings' rows of the every-command table (../commands/everyCommand.api.test.ts): a fresh
// member per row, the command, and their own list read after it.
import type { Person } from '../projects/projectsWorld';
import { addPerson } from '../adminUsers/adminWorld';
import type { CommandCase } from '../commands/commandCase';
import { readAfter } from '../commands/commandsWorld';
import type { Answer } from '../../testing/httpClient';

const savedWords = async (who: Person, command: Answer): Promise<string[]> => ((await readAfter(who, command, '/api/dictionary/getAllWords')).body.words as { word: string }[]).map((w) => w.word);

export const dictionaryCommandCases: CommandCase[] = [
  {
    path: '/dictionary/addWord',
    undo: (b: { word: string }) => ['/dictionary/removeWord', b],
    prepare: async (world) => {
      const who = await addPerson(world, [], 'Sally');
      return {
        who,
        body: { word: 'Konva' },
        sees: async (a) => {
          expect(await savedWords(who, a)).toEqual(['Konva']);
        },
      };
    },
  },
  {
    path: '/dictionary/removeWord',
    undo: (b: { word: string }) => ['/dictionary/addWord', b],
    prepare: async (world) => {
      const who = await addPerson(world, [], 'Remy');
      for (const word of ['Konva', 'tldraw']) {
        const saved = await who.client.post('/api/dictionary/addWord', { word });
        if (saved.status !== 200) throw new Error(`setup addWord: ${saved.status} ${saved.text}`);
      }
      return {
        who,
        body: { word: 'konva' },
        sees: async (a) => {
          expect(await savedWords(who, a)).toEqual(['tldraw']);
        },
      };
    },
  },
];
