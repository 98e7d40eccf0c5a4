// The pronunciation guide's command calls: input -> command -> handle (load, decide, append).
import { Calls } from '@wb/contracts';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import { newEntityId } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { storedFileAt } from '../uploads/storedFiles';
import { wordAggregate } from './domain/word/aggregate';

export const pronunciationRoutes = (deps: CommandDeps): CommandRoute[] => {
  const words = handlerOf(deps.eventStore, wordAggregate);
  const calls = Calls.pronounce;

  return [
    commandCall(deps, calls.addWord, async (input, ctx, meta) => {
      const actor = actorOf(ctx);
      // With an Idempotency-Key the id is derived from it, so a retried add finds its own word.
      const wordID = newEntityId(meta, 'pronunciation-word');
      const stored = await storedFileAt(deps.blobs, input.audio);
      const outcome = await words.handle(meta, wordID, () => ({
        type: 'AddWord',
        wordID,
        content: { word: input.word, audio: input.audio, phonetics: input.phonetics },
        stored,
        actor,
      }));
      return answer({ wordID }, outcome.position);
    }),

    commandCall(deps, calls.updateWord, async (input, ctx, meta) => {
      const actor = actorOf(ctx);
      const stored = await storedFileAt(deps.blobs, input.newAudio);
      const outcome = await words.handle(meta, input.wordID, () => ({
        type: 'UpdateWord',
        content: { word: input.newWord, audio: input.newAudio, phonetics: input.newPhonetics },
        stored,
        actor,
      }));
      return answer(ok, outcome.position);
    }),

    commandCall(deps, calls.deleteWord, async (input, ctx, meta) => {
      const actor = actorOf(ctx);
      const outcome = await words.handle(meta, input.wordID, () => ({ type: 'DeleteWord', actor }));
      return answer(ok, outcome.position);
    }),
  ];
};
