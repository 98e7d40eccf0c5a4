// Tag rules (spec 001 section 3): a tag's name is unique case-insensitively. A name already taken
// decides nothing: the call answers the tag holding it (Create new tag is offered only when no exact
// match exists, so a second create of one name is a race, not a mistake).
import type { Decision } from '../../../shared/domain/decider';
import type { Tag, TagEvent } from './state';

export type TagCommand = { type: 'CreateTag'; tagID: string; name: string; nameHolder: Tag };

export const decide = (command: TagCommand, state: Tag): Decision<TagEvent> => {
  if (state !== null) return [];
  if (command.nameHolder !== null) return [];
  return [{ type: 'TagCreated', data: { tagID: command.tagID, name: command.name } }];
};
