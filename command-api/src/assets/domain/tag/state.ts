// The Tag aggregate's state, folded from its stream tag-<tagID>: the tag's id and name.
import type { AssetEvents, EventOf } from '@wb/contracts';

export type TagEvent = Extract<EventOf<typeof AssetEvents>, { type: 'TagCreated' }>;

export interface TagState {
  readonly tagID: string;
  readonly name: string;
}

/** null until TagCreated. */
export type Tag = TagState | null;

export const initialState: Tag = null;

export const evolve = (_state: Tag, event: TagEvent): Tag => ({ tagID: event.data.tagID, name: event.data.name });
