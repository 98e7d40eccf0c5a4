// The Tag aggregate: stream tag-<tagID>, unique by name case-insensitively (spec 001 section 3). A
// name already taken decides nothing: the call answers the tag holding it (Create new tag is offered
// only when no exact match exists, so a second create of one name is a race, not a mistake).
import type { AssetEvents, EventOf } from '@wb/contracts';
import { defineAggregate } from '../../shared/domain/aggregate';
import type { Decision } from '../../shared/domain/decider';

export type TagEvent = Extract<EventOf<typeof AssetEvents>, { type: 'TagCreated' }>;
export interface TagState {
  readonly tagID: string;
  readonly name: string;
}
export type Tag = TagState | null;
export type TagCommand = { type: 'CreateTag'; tagID: string; name: string; nameHolder: Tag };

export const evolveTag = (_state: Tag, event: TagEvent): Tag => ({ tagID: event.data.tagID, name: event.data.name });

export const decideTag = (command: TagCommand, state: Tag): Decision<TagEvent> => {
  if (state !== null) return [];
  if (command.nameHolder !== null) return [];
  return [{ type: 'TagCreated', data: { tagID: command.tagID, name: command.name } }];
};

export const tagAggregate = defineAggregate({
  streamType: 'tag',
  streamId: (tagID: string) => `tag-${tagID}`,
  uniqueKeys: ['name'],
  initialState: null as Tag,
  evolve: evolveTag,
  decide: decideTag,
  reservations: (events: readonly TagEvent[], _state, _command, key) => ({ reserve: events.map((e) => key('name', e.data.name)) }),
});
