// The pronunciation guide's rows of the every-command table (../commands/everyCommand.api.test.ts):
// a fresh member and word per row (with the member's own recording), the command, and the read that
// shows its change.
import type { Answer } from '../../testing/httpClient';
import { addPerson } from '../adminUsers/adminWorld';
import type { CommandCase } from '../commands/commandCase';
import { readAfter } from '../commands/commandsWorld';
import type { Person } from '../projects/projectsWorld';
import { after, recordingBy } from './pronounceWorld';

let next = 0;
const uniqueWord = (stem: string) => `${stem} ${Date.now().toString(36)}${(next += 1)}`;

/** Adds a word as `who` and answers its id. */
const addedWord = async (who: Person, word: string): Promise<string> => {
  const answer = await who.client.post('/api/pronounce/addWord', { word, audio: await recordingBy(who, `${next}.mp3`) });
  if (answer.status !== 200) throw new Error(`setup addWord: ${answer.status} ${answer.text}`);
  return (answer.body as { wordID: string }).wordID;
};

const wordSeen = (who: Person, command: Answer, wordID: string) =>
  readAfter(who, command, '/api/pronounce/getWord', { wordID }).then((a) => a.body.word as { word: string; data: { phonetics: string } });

export const pronounceCommandCases: CommandCase[] = [
  {
    path: '/pronounce/addWord',
    prepare: async (world) => {
      const who = await addPerson(world, [], 'Wanda');
      const word = uniqueWord('Euler');
      return {
        who,
        body: { word, audio: await recordingBy(who, 'euler.mp3'), phonetics: 'OY-ler' },
        sees: async (a) => {
          expect((await wordSeen(who, a, a.body.wordID)).word).toBe(word);
        },
      };
    },
  },
  {
    path: '/pronounce/updateWord',
    undo: (b) => ['/pronounce/updateWord', { ...b, newPhonetics: 'undone' }],
    prepare: async (world) => {
      const who = await addPerson(world, [], 'Uma');
      const wordID = await addedWord(who, uniqueWord('Gauss'));
      return {
        who,
        body: { wordID, newWord: 'Carl Gauss', newAudio: await recordingBy(who, 'gauss.mp3'), newPhonetics: 'GOWSS' },
        sees: async (a) => {
          expect(await wordSeen(who, a, wordID)).toMatchObject({ word: 'Carl Gauss', data: { phonetics: 'GOWSS' } });
        },
      };
    },
  },
  {
    path: '/pronounce/deleteWord',
    prepare: async (world) => {
      const who = await addPerson(world, [], 'Dora');
      const wordID = await addedWord(who, uniqueWord('Riemann'));
      return {
        who,
        body: { wordID },
        sees: async (a) => {
          expect((await who.client.post('/api/pronounce/getWord', { wordID }, after(a))).status).toBe(404);
        },
      };
    },
  },
];
