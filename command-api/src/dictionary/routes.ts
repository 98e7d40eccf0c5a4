// The saved spellings' command calls: each acts on the caller's own list only.
import { Calls } from '@wb/contracts';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { dictionaryAggregate } from './domain/dictionary/aggregate';

export const dictionaryRoutes = (deps: CommandDeps): CommandRoute[] => {
  const lists = handlerOf(deps.eventStore, dictionaryAggregate);
  const calls = Calls.dictionary;

  return [
    commandCall(deps, calls.addWord, async (input, ctx, meta) => {
      const actor = actorOf(ctx);
      const outcome = await lists.handle(meta, actor.userID, () => ({ type: 'AddDictionaryWord', word: input.word, actor }));
      return answer(ok, outcome.position);
    }),
    commandCall(deps, calls.removeWord, async (input, ctx, meta) => {
      const actor = actorOf(ctx);
      const outcome = await lists.handle(meta, actor.userID, () => ({ type: 'RemoveDictionaryWord', word: input.word, actor }));
      return answer(ok, outcome.position);
    }),
  ];
};
