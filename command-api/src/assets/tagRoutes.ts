// The tag command calls: create a tag (or answer the one holding its name), tag and untag files.
import { Calls } from '@wb/contracts';
import type { CallResult } from '@wb/platform';
import { answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import { newEntityId, type CommandMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf, lastPosition } from '../shared/handle';
import { holderOf } from '../shared/streams';
import { fileAggregate } from './domain/file/aggregate';
import type { FileCommand } from './domain/file/decide';
import { tagAggregate } from './domain/tag/aggregate';
import { assetLookups, unique } from './lookups';

export const tagRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const tags = handlerOf(eventStore, tagAggregate);
  const files = handlerOf(eventStore, fileAggregate);
  const lookups = assetLookups(eventStore);

  const onFiles = async (fileIDs: readonly string[], command: () => FileCommand, meta: CommandMetadata): Promise<CallResult> => {
    const outcomes = await files.handleEach(
      meta,
      unique(fileIDs).map((id) => ({ id, commandOf: command })),
    );
    return answer(ok, lastPosition(outcomes.map((o) => o.position)));
  };

  return [
    commandCall(deps, Calls.tags.createTag, async (input, _ctx, meta) => {
      const tagID = newEntityId(meta, 'tag');
      const outcome = await tags.handle(meta, tagID, async () => ({
        type: 'CreateTag',
        tagID,
        name: input.text,
        nameHolder: await holderOf(eventStore, tagAggregate, 'name', input.text),
      }));
      const created = outcome.events.reduce(tagAggregate.evolve, outcome.state);
      if (created !== null) return answer({ tag: { tagID: created.tagID, name: created.name } }, outcome.position);
      // Nothing decided: a tag holds the name (in any case), and that is the tag the caller wants. The
      // answer's position is that tag's, so a search sent after it finds the tag.
      const streamId = await eventStore.findReservation(tagAggregate.key('name', input.text));
      const holder = streamId === null ? [] : await eventStore.readStream(streamId);
      const first = holder[0];
      if (!first || first.type !== 'TagCreated') throw new Error(`The tag name ${input.text} has no tag`);
      const data = first.data as { tagID: string; name: string };
      return answer({ tag: { tagID: data.tagID, name: data.name } }, first.position.globalPosition);
    }),
    commandCall(deps, Calls.tags.createFileTagLink, async (input, _ctx, meta) => {
      const tag = await lookups.tag(input.tagID);
      return onFiles(input.fileIDs, () => ({ type: 'TagFile', tags: [{ tagID: input.tagID, tag }] }), meta);
    }),
    commandCall(deps, Calls.tags.removeFileTagLink, (input, _ctx, meta) => onFiles(input.fileIDs, () => ({ type: 'UntagFile', tagID: input.tagID }), meta)),
    commandCall(deps, Calls.tags.addTagsToProjectFiles, async (input, _ctx, meta) => {
      const found = await Promise.all(unique(input.tagIDs).map(async (tagID) => ({ tagID, tag: await lookups.tag(tagID) })));
      return onFiles(input.fileIDs, () => ({ type: 'TagFile', tags: found }), meta);
    }),
  ];
};
